"""TRICE by Michele Bruni: give your opponent a die, place the one you are
given, and be the one who completes a line of three that matches in exactly
one way (colour, value or a run)."""
