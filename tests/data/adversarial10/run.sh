#!/bin/sh
# Reproduce every case of adversarial pass 10: BASE=1 sh tests/data/adversarial10/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# 8b65009's code (before the rules merged from wip/lead66 and wip/lead67) from $OLD (default /work/old-s; or
#   mkdir -p /tmp/old && git archive 8b65009 | tar -x -C /tmp/old; OLD=/tmp/old).
# Nothing is written to the documents (apply without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-zh.md doc-zh-plain.md doc-en.md doc-card.md doc-en-inc.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
echo "##### N: wrong decisions new since 8b65009 (fixed)"
$B doc-zh.md r03 n01 s01 s03 s05 s07 a04 r01 r07
$B doc-en.md e03 e01 e11
$B doc-card.md g07
echo "##### X: new on this document, the cause older (not fixed)"
$B doc-zh.md r06
$B doc-zh-plain.md r06 r01 r07
echo "##### P: wrong already at 8b65009"
$B doc-card.md g13
echo "##### A: arguable"
$B doc-zh.md a06
echo "##### M: misses (no wrong update)"
$B doc-zh.md l01
$B doc-en.md e02 e05
$B doc-en-inc.md i08
$B doc-card.md g05 g11
echo "##### C: controls"
$B doc-zh.md a01 a02 a03 a05 a07 k01 k02 k03 k04 k05 k06 s02 s04 s06 s08 r02 r04 r05 n02 n03 n04 l02 l03 l04
$B doc-en.md e04 e06 e07 e08 e09 e10 e12 e13 e14 e15 e16 e17 e18
$B doc-card.md g01 g02 g03 g04 g06 g08 g09 g10 g12 g14
$B doc-en-inc.md i01 i02 i03 i04 i05 i06 i07 i09 i10 i11 i12 i13 i14 i15 i16
