"""git, behind one module (plumbing only), and the plain pre-commit hook."""
