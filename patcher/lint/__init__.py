"""Linting: the structure check, the nothing-lost guard and the diff review."""
