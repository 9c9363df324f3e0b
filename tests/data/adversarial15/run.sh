#!/bin/sh
# Reproduce every case of adversarial pass 15: BASE=1 sh tests/data/adversarial15/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# 5c5a8a1's code (main before the incident/advisory homes and the dropped report) from $OLD (default /tmp/old15:
# mkdir -p /tmp/old15 && git archive 5c5a8a1 | tar -x -C /tmp/old15). Nothing is written to the documents.
# Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-cont.md doc-ring.md doc-tools.md doc-bold.md doc-en.md doc-stated.md doc-rel.md doc-past.md doc-paper.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
echo "##### W1: wrong continuations at ad09cb0, right at 5c5a8a1 (fixed: a release's note citing what it fixes reports nothing)"
$B doc-cont.md a09 a13 a16
echo "##### W2: a new duplicate at ad09cb0, right at 5c5a8a1 (fixed: a tool a trouble's word names is no incident entry)"
$B doc-tools.md t01
echo "##### W3: wrong continuations at ad09cb0, right at 5c5a8a1 (fixed: an incident entry led by its product's name, then the symptom)"
$B doc-bold.md b01 b06
echo "##### O: wrong at 5c5a8a1 and now"
$B doc-cont.md a04 a14 a15
$B doc-ring.md r03 r06 r07 r08 r13 r14 r15
$B doc-en.md e02 e05 e06
echo "##### M: misses (a new entry where an editor continues; no wrong update)"
$B doc-ring.md r09
$B doc-cont.md a18
$B doc-stated.md s01 s02
$B doc-tools.md t02 t05 t07
$B doc-rel.md v12
$B doc-paper.md p04 p05
echo "##### C: controls"
$B doc-cont.md a01 a02 a03 a05 a06 a07 a08 a10 a11 a12 a17
$B doc-ring.md r01 r02 r04 r05 r10 r11 r12
$B doc-tools.md t03 t04 t06 t08
$B doc-bold.md b02 b03 b04 b05
$B doc-en.md e01 e03 e04 e07
$B doc-stated.md s03 s04 s05 s06 s07
$B doc-rel.md v01 v02 v03 v04 v05 v06 v07 v08 v09 v10 v11 v13 v14 v15 v16
$B doc-past.md p01 p02 p03
$B doc-paper.md p06
