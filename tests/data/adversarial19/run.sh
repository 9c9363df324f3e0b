#!/bin/sh
# Reproduce every case of adversarial pass 19: BASE=1 sh tests/data/adversarial19/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# e7ea981's code (main before this session's rule branches) from $OLD (default /tmp/old19:
# mkdir -p /tmp/old19 && git archive e7ea981 | tar -x -C /tmp/old19). Nothing is written to the documents (apply
# without --write). Briefings are rebuilt from specs/ into briefs/ (date 2026-12-10).
A=$(cd "$(dirname "$0")" && pwd)
for d in shell:s abbr:a events:e events:c names:n; do
  doc=doc-${d%%:*}.md; p=${d##*:}
  sh "$A/both.sh" "$doc" $(cd "$A/specs" && ls $p[0-9]*.spec | sed 's/\.spec$//')
done
