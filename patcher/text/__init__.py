"""Shared text primitives: bytes to lines, normalisation, references, markdown line syntax."""
