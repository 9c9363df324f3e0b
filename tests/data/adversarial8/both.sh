#!/bin/sh
# both.sh DOC NAME... : build each spec's briefing (date 2026-12-10), apply it to DOC with the code under test
# ($P, default this worktree's patcher), then (BASE=1) with 1aed469's code (before the rules) from $OLD
A=$(cd "$(dirname "$0")" && pwd)
R=$(cd "$A/../../.." && pwd)
P=${P:-$R/.venv/bin/patcher}
PY=${PY:-$R/.venv/bin/python}
OLD=${OLD:-/work/old-h52}
doc=$1; shift
mkdir -p $A/briefs
for n in "$@"; do
  python3 $A/mk.py $A/specs/$n.spec $A/briefs/brief-$n.md ${DATE:-2026-12-10}
  echo "=== $n on $doc: $( (grep -m1 "^c:" $A/specs/$n.spec || head -1 $A/specs/$n.spec) )"
  $P apply $A/briefs/brief-$n.md --doc $A/$doc --json | python3 $A/summary.py
  if [ -n "$BASE" ]; then
    echo "    [1aed469]"
    (cd $OLD && PYTHONPATH=$OLD $PY -c 'import sys; from patcher.cli import main; sys.exit(main())' \
      apply $A/briefs/brief-$n.md --doc $A/$doc --json) | python3 $A/summary.py | sed 's/^/    /'
  fi
done
