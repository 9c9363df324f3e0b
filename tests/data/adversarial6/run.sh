#!/bin/sh
# Reproduce every case of adversarial pass 6: sh tests/data/adversarial6/run.sh
# P=... : the patcher under test (default /work/wt-adv4/.venv/bin/patcher); BASE=1 also runs each case on
# de85924's code (the session's start) from $OLD (default /work/old-adv6, a worktree at de85924; or any copy:
#   mkdir -p /tmp/old && git archive de85924 | tar -x -C /tmp/old; OLD=/tmp/old).
# Nothing is written to the documents (apply without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
for d in doc.md doc2.md doc2-nopre.md doc3.md doc-rel.md doc-scope.md doc-groups.md doc-zh.md; do echo "##### check $d"; ${P:-/work/wt-adv4/.venv/bin/patcher} check $A/$d; done
echo "##### N: wrong decisions new since de85924 (fixed)"
$B doc.md c01 g03 g04
$B doc2.md y03 y12
$B doc-groups.md u01
$B doc-rel.md v06
echo "##### Q: new by outcome only (the old Chinese-half rule reaching the new community alias; not fixed)"
$B doc.md l01 k02
$B doc-zh.md l01 k02
echo "##### P: wrong already at de85924"
$B doc.md e01 r06
$B doc2.md y07
echo "##### D: debatable changes"
$B doc.md c04 s02 g02
echo "##### M: misses (no wrong update)"
$B doc.md n04 m02 h05 o01 a02
echo "##### C: controls"
$B doc.md a01 a03 c02 c03 c05 e02 e03 g01 h01 h02 h03 i01 i02 i03 l02 l03 l04 l05 k01 k03 k04 m01 m03 m04 n01 n02 n03 n05 n06 n07 n08 o02 p01 r01 r02 r03 r04 r05 s01 x01 h04
$B doc2.md y01 y02 y04 y05 y06 y08 y09 y10 y11 y13 y14 y15
$B doc2-nopre.md y01 y02 y16 y17 y18 y19 y20
$B doc3.md z01 z02 z03 z04 z05 z06 z07 z08 z09 z10 z11 z12
$B doc-rel.md v01 v02 v03 v04 v05 v07 v08 g04
$B doc-scope.md v04 v07 v08
$B doc-groups.md u02 u03
