"""The pieces a board scene is made of (app/scenes/board.py composes them).

- `sources.py`: where each seat's moves come from: a person's taps, the computer in
  slices, a friend's link, the dice, a lesson's script, a finished game's record.
- `holder.py`: hidden information: who holds the device, and the "pass the device" cover.
- `board_input.py`: pointer and keys on the board: a tap, a drag or Enter becomes a `Hit`.
- `table.py`: what a real game adds (autosave, undo, restart, share and send, game over).
- `lesson.py`: what a lesson adds (its script, the rings, the captions, the end panel).
- `replay.py`: what a replay adds (the timeline, the pace, the judge's marks).

A board scene holds one of the last three (its `mode`): a lesson or a replay is the same
scene with other sources and another mode, never a subclass.
"""
