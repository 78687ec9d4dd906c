"""What the app keeps on the device: versioned documents (files natively, localStorage in the
browser), settings, the games in progress, recent games, your record, each puzzle's result, and
the calendar day they are dated by."""
