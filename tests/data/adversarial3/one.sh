#!/bin/sh
# one.sh DOC SPEC... : build each spec's briefing (date 2026-12-10) and apply it alone to DOC
P=${P:-patcher}
A=$(cd "$(dirname "$0")" && pwd)
doc=$1; shift
for s in "$@"; do
  n=$(basename $s .spec)
  python3 $A/../adversarial-kit/mk.py $A/specs/$n.spec $A/briefs/brief-$n.md ${DATE:-2026-12-10}
  echo "=== $n on $(basename $doc)"
  $P apply $A/briefs/brief-$n.md --doc $doc --json | python3 $A/../adversarial-kit/summary.py
done
