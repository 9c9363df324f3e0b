"""Planning a run: routes, the edit plan, contradictions, the arXiv index, priorities, merge."""
