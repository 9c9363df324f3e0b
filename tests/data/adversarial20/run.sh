#!/bin/sh
# Reproduce every case of adversarial pass 20: BASE=1 sh tests/data/adversarial20/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# 1410747's code (main before this pass) from $OLD (default /tmp/old20:
# mkdir -p /tmp/old20 && git archive 1410747 | tar -x -C /tmp/old20). Nothing is written to the documents (apply
# without --write). Briefings are rebuilt from specs/ into briefs/ (date 2026-12-10).
A=$(cd "$(dirname "$0")" && pwd)
for d in plain:p team:t release:r invent:i common:c; do
  doc=doc-${d%%:*}.md; p=${d##*:}
  sh "$A/both.sh" "$doc" $(cd "$A/specs" && ls $p[0-9]*.spec | sed 's/\.spec$//')
done
