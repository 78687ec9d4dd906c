"""The browser page around the game: pygbag's window, the share sheet and clipboard promises, the
native clipboard, the live region and keyboard focus a screen reader uses, what it says, the
page's signals (a hidden tab) and the probe a page and the browser tests read."""
