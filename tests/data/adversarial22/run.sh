#!/bin/sh
# Reproduce every case of adversarial pass 22: BASE=1 sh tests/data/adversarial22/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# f6dd7e6's code (main before this session's rule branches) from $OLD (default /tmp/old22:
# mkdir -p /tmp/old22 && git archive f6dd7e6 | tar -x -C /tmp/old22). Nothing is written to the documents (apply
# without --write). Briefings are rebuilt from specs/ into briefs/ (date 2026-12-10).
A=$(cd "$(dirname "$0")" && pwd)
for d in rel:r prod:p en:e; do
  doc=doc-${d%%:*}.md; p=${d##*:}
  sh "$A/both.sh" "$doc" $(cd "$A/specs" && ls $p[0-9]*.spec | sed 's/\.spec$//')
done
