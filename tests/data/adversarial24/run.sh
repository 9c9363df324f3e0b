#!/bin/sh
# Reproduce every case of adversarial pass 24: BASE=1 sh tests/data/adversarial24/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# a87bbe9's code (main before this session's rule branches) from $OLD (default /tmp/old24:
# mkdir -p /tmp/old24 && git archive a87bbe9 | tar -x -C /tmp/old24). Nothing is written to the documents (apply
# without --write). Briefings are rebuilt from specs/ into briefs/ (date 2026-12-10).
A=$(cd "$(dirname "$0")" && pwd)
for d in zh:z en:e rel:p mix:m; do
  doc=doc-${d%%:*}.md; p=${d##*:}
  sh "$A/both.sh" "$doc" $(cd "$A/specs" && ls $p[0-9]*.spec | sed 's/\.spec$//')
done
