"""The app's own scenes: menu, setup, settings, rules, credits, board frame."""
