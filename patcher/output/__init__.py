"""What a run produces: spliced text, verification, the diff, the atomic write, messages."""
