"""Reading the living document: line scan, anchor sections, entries and their identity."""
