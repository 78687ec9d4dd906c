"""The Triad board: its view, layout, pictures and dice in motion."""
