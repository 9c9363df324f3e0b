#!/bin/sh
# Reproduce every case of adversarial pass 21: BASE=1 sh tests/data/adversarial21/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# 3c0483c's code (main before the eighth session's rule branches) from $OLD (default /tmp/old21:
# mkdir -p /tmp/old21 && git archive 3c0483c | tar -x -C /tmp/old21). Nothing is written to the documents (apply
# without --write). Briefings are rebuilt from specs/ into briefs/ (date 2026-12-10).
A=$(cd "$(dirname "$0")" && pwd)
for d in plain:p team:t release:r; do
  doc=doc-${d%%:*}.md; p=${d##*:}
  sh "$A/both.sh" "$doc" $(cd "$A/specs" && ls $p[0-9]*.spec | sed 's/\.spec$//')
done
