#!/bin/sh
# Reproduce every case of adversarial pass 13: BASE=1 sh tests/data/adversarial13/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# a36b156's code (the pass's start) from $OLD (default /tmp/old:  mkdir -p /tmp/old && git archive a36b156 |
# tar -x -C /tmp/old). Nothing is written to the documents (apply without --write). Briefings are rebuilt from
# specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-zh.md doc-en.md doc-mix.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
echo "##### W: wrong continuations at a36b156 (fixed)"
$B doc-zh.md r01 r02 r03 r04 r06 r10 r13 z12 z45 k08 k08b z60
$B doc-mix.md m14
$B doc-en.md e28
echo "##### G: the guard of W3 (wrong mid-pass with W3's first version, right at a36b156 and now)"
$B doc-en.md e04 e05 e34
echo "##### O: arguable, not fixed"
$B doc-zh.md r15
echo "##### M: misses (no wrong update)"
$B doc-zh.md z20 z21 z24 z38 z52 z54 k07 n01
$B doc-en.md e29
$B doc-mix.md m10
echo "##### C: controls"
$B doc-en.md e01 e02 e03 e06 e07 e08 e09 e10 e11 e12 e13 e14 e15 e16 e17 e18 e19 e20 e21 e22 e23 e24 e25 e26 e27 e30 e31 e32 e33
$B doc-zh.md k01 k02 k04 k09 k09b k10 k11 k13 k14 k15 k16 n02 n04 n06 n07 r05 r07 r08 r09 r11 r12 r14 r16 z01 z02 z03 z04 z05 z06 z07 z08 z09 z10 z11 z13 z14 z15 z16 z17 z18 z19 z22 z23 z25 z26 z27 z28 z29 z30 z31 z32 z33 z34 z35 z36 z37 z39 z40 z41 z42 z43 z44 z46 z47 z48 z49 z50 z51 z53 z55 z56 z57 z58 z59 z61 z62 z63 z64 z65
$B doc-mix.md m01 m02 m03 m04 m05 m06 m07 m08 m09 m11 m12 m13 m15 m16 m17
