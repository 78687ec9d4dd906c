"""The UI kit every scene and board is drawn with: the design system (text and colour roles,
spacing), fonts and colours, widgets and their rows, the coach line, the replay's timeline, a
page of text, small animations, dice and their faces, sprites and sounds, pointer input and the
scene stack."""
