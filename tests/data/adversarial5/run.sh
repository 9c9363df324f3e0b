#!/bin/sh
# Reproduce every case of adversarial pass 5: sh tests/data/adversarial5/run.sh
# P=... : the patcher under test (default /work/wt-adv4/.venv/bin/patcher); BASE=1 also runs each case on
# cd13efd's code (before the day's rules) from /work/old-cb (a worktree at cd13efd; or any copy:
#   mkdir -p /tmp/old-cb && git archive cd13efd | tar -x -C /tmp/old-cb, and edit both.sh).
# Nothing is written to the documents (apply without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
for d in doc.md doc-br.md doc-veto.md doc-renamed.md doc-qt.md doc-notes.md doc-dep.md; do echo "##### check $d"; ${P:-/work/wt-adv4/.venv/bin/patcher} check $A/$d; done
echo "##### X: wrong updates, new since cd13efd"
$B doc.md v01 v02 l02 l05 f01
$B doc-veto.md n05
echo "##### Y: wrong contradiction placement, new since cd13efd"
$B doc.md c04 c10
echo "##### Q: wrong by outcome only (the slash form now reads as the bracket form did at cd13efd)"
$B doc.md l01
$B doc-br.md l01
echo "##### P: wrong already at cd13efd"
$B doc.md t01
$B doc-notes.md s05
echo "##### M: misses (no wrong update; f02 was a new miss at 34efb8e, fixed with X4)"
$B doc.md f02 f05 c08
echo "##### C: controls"
$B doc.md v03 l03 l04 f03 f04 f06 a01 a02 a03 a04 a05 a06 b01 b02 b03 b04 b05 p01 p02 d01 d02 d03 d04 d05 d06 r01 r02 r03 r04 r05 t02 t03 t04 t05 t06 c01 c02 c03 c05 c06 c07 c09
$B doc-br.md l02 l03 l05
$B doc.md g01 g02 g03 g04 g05 g06 g07 g08 c11 c12
$B doc-notes.md s01 s02 s03 s04
$B doc-veto.md n02
$B doc-dep.md n02
$B doc-renamed.md n04
$B doc-qt.md o01 o02 o03 o04
