"""A game leaving the device and coming back: play by link (a game's memory on this device and what
an arriving link means), opening a code or link, sending one on its way, and its QR code."""
