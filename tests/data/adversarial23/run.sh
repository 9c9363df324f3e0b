#!/bin/sh
# Reproduce every case of adversarial pass 23: BASE=1 sh tests/data/adversarial23/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# 7a7bf36's code (main before this session's rule branches) from $OLD (default /tmp/old23:
# mkdir -p /tmp/old23 && git archive 7a7bf36 | tar -x -C /tmp/old23). Nothing is written to the documents (apply
# without --write). Briefings are rebuilt from specs/ into briefs/ (date 2026-12-10).
A=$(cd "$(dirname "$0")" && pwd)
for d in zh:z en:e fam:f lp:l; do
  doc=doc-${d%%:*}.md; p=${d##*:}
  sh "$A/both.sh" "$doc" $(cd "$A/specs" && ls $p[0-9]*.spec | sed 's/\.spec$//')
done
