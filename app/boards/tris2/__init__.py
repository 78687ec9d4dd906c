"""The Tris 2 board: the open field under a gliding camera, its pictures and animations."""
