#!/bin/sh
# Reproduce every case: sh adversarial2/run.sh from the worktree root (no file is changed;
# the nights that need --write run on copies in a temporary folder).
set -e
P=${P:-.venv/bin/patcher}
A=$(dirname "$0")
T=$(mktemp -d)
for s in c1 i2 i3 p4 r5 h6 h8 h10 c9 r11 c15 i16 p19 n2 n3 n17 n18 s7a s7b s12a s12b s13; do
  [ -f $A/brief-$s.md ] || echo "missing $A/brief-$s.md"
done
show() { echo "=== $*"; }
for pair in c1:doc i2:doc i3:doc p4:doc r5:doc h6:doc c9:doc r11:doc c15:doc i16:doc p19:doc h8:doc-heron h10:doc-heron h8:doc-heron1 c1:doc-noleak; do
  b=${pair%%:*}; d=${pair#*:}
  show "apply --doc $d.md brief-$b.md"
  $P apply --doc $A/$d.md $A/brief-$b.md --json | python3 $A/../adversarial-kit/summary.py
done
# notes across nights: night 1 (c1) written on a copy, then the resolutions
cp $A/doc.md $T/n.md; $P apply --doc $T/n.md $A/brief-c1.md --write >/dev/null
for b in n2 n3 n17 n18; do show "night 2: brief-$b.md on doc after brief-c1 --write"; $P apply --doc $T/n.md $A/brief-$b.md --json | python3 $A/../adversarial-kit/summary.py; done
# second same-day instances, applied one after the other (--write between)
cp $A/doc.md $T/s.md; $P apply --doc $T/s.md $A/brief-s7a.md --write >/dev/null
show "same day: brief-s7b.md after brief-s7a.md --write"; $P apply --doc $T/s.md $A/brief-s7b.md --json | python3 $A/../adversarial-kit/summary.py
cp $A/doc.md $T/q.md; $P apply --doc $T/q.md $A/brief-s12a.md --write >/dev/null
show "same day: brief-s12b.md after brief-s12a.md --write"; $P apply --doc $T/q.md $A/brief-s12b.md --json | python3 $A/../adversarial-kit/summary.py
show "same day: brief-s13.md after brief-s12a.md --write"; $P apply --doc $T/q.md $A/brief-s13.md --json | python3 $A/../adversarial-kit/summary.py
cp $A/doc.md $T/r.md
show "same day, one run: brief-s12a.md brief-s13.md"; $P apply --doc $T/r.md $A/brief-s12a.md $A/brief-s13.md --json | python3 $A/../adversarial-kit/summary.py
rm -r $T
