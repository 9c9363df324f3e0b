#!/bin/sh
# Reproduce every case of adversarial pass 11: BASE=1 sh tests/data/adversarial11/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# a66f1b5's code (the session's start, before the rules of a66f1b5..b4b65ed) from $OLD (default /work/old-s; or
#   mkdir -p /tmp/old && git archive a66f1b5 | tar -x -C /tmp/old; OLD=/tmp/old).
# Nothing is written to the documents (apply without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-zh.md doc-zh-prod.md doc-zh-rel.md doc-zh-minor.md doc-zh-adv.md doc-en.md doc-en-inc.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
echo "##### N: wrong decisions new since a66f1b5 (fixed)"
$B doc-zh.md z02 z29 z35 z01 z05 z06 z41 z38 z43
$B doc-en.md e16
$B doc-zh-rel.md r09
$B doc-zh-prod.md p09 p10
$B doc-zh-minor.md m05 m12 m13
$B doc-zh-adv.md a02
echo "##### X: new on this wording, the cause older (not fixed)"
$B doc-zh-prod.md p05
$B doc-en.md e08
echo "##### P: wrong already at a66f1b5"
$B doc-zh.md z20
$B doc-zh-prod.md p06
$B doc-zh-minor.md m14
$B doc-zh-adv.md a01
echo "##### A: arguable"
$B doc-zh.md z03 z42
echo "##### M: misses (no wrong update)"
$B doc-zh.md z04 z30 z22 z25 z26 z44 z46
$B doc-en.md e06 e09 e17 e22 e23 e24
$B doc-en-inc.md i05
echo "##### C: controls"
$B doc-zh.md z07 z08 z09 z10 z11 z12 z13 z14 z15 z16 z17 z18 z21 z23 z24 z27 z28 z31 z32 z33 z34 z36 z37 z39 z45
$B doc-zh-prod.md p01 p02 p03 p04 p07 p08
$B doc-zh-rel.md r01 r02 r03 r04 r05 r06 r07 r08 r10 r11
$B doc-zh-minor.md m01 m02 m03 m04 m06 m07 m08 m09 m10 m11
$B doc-zh-adv.md a03 a04 a05 a06 a07
$B doc-en.md e01 e02 e03 e04 e07 e10 e11 e12 e13 e14 e15 e18 e19 e20 e21 e25
$B doc-en-inc.md i01 i02 i03 i04 i06
