"""The TriDice app shell: scene stack, scenes, widgets, input, sprites, audio, storage."""
