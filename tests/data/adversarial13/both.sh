#!/bin/sh
# both.sh DOC NAME... : build each spec's briefing (date 2026-12-10; a spec starting `raw:` is a briefing as it is)
# and apply it to DOC with the code under test ($P, default this worktree's patcher); BASE=1 also with a36b156's
# code (the pass's start) from $OLD (mkdir -p /tmp/old && git archive a36b156 | tar -x -C /tmp/old; OLD=/tmp/old)
A=$(cd "$(dirname "$0")" && pwd)
R=$(cd "$A/../../.." && pwd)
P=${P:-$R/.venv/bin/patcher}
PY=${PY:-$R/.venv/bin/python}
OLD=${OLD:-/tmp/old}
doc=$1; shift
mkdir -p $A/briefs
for n in "$@"; do
  if head -1 $A/specs/$n.spec | grep -q '^raw:'; then tail -n +2 $A/specs/$n.spec > $A/briefs/brief-$n.md
  else python3 $A/mk.py $A/specs/$n.spec $A/briefs/brief-$n.md ${DATE:-2026-12-10}; fi
  echo "=== $n on $doc: $(grep -m1 -e "^inc:" $A/specs/$n.spec)"
  $P apply $A/briefs/brief-$n.md --doc $A/$doc --json | python3 $A/summary.py
  if [ -n "$BASE" ]; then
    echo "    [a36b156]"
    (cd $OLD && PYTHONPATH=$OLD $PY -m patcher apply $A/briefs/brief-$n.md --doc $A/$doc --json) | python3 $A/summary.py | sed 's/^/    /'
  fi
done
