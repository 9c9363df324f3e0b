#!/bin/sh
# Reproduce every case of adversarial pass 12: BASE=1 sh tests/data/adversarial12/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# a66f1b5's code (the session's start, before the rules merged from wip/leadheldout72, 76 and 78) from $OLD
# (default /work/old-s; or  mkdir -p /tmp/old && git archive a66f1b5 | tar -x -C /tmp/old; OLD=/tmp/old).
# Nothing is written to the documents (apply without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-zh.md doc-en.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
echo "##### N: wrong decisions new since a66f1b5 (fixed)"
$B doc-zh.md r11 r12
echo "##### X: new since a66f1b5, an older rule also to blame (not fixed)"
$B doc-zh.md r07
echo "##### P: wrong already at a66f1b5"
$B doc-zh.md d02 r02 r15
echo "##### MN: misses new since a66f1b5 (no wrong update)"
$B doc-zh.md d04
echo "##### M: misses (no wrong update)"
$B doc-zh.md d01 d05 d06 d08 k02 k03 n01 n04 r01 r06 r09 r10 r16
$B doc-en.md e01 e03 e04 e06 e14
echo "##### C: controls"
$B doc-zh.md a01 a02 a03 a04 a05 a06 c01 c02 c03 d03 d07 g01 g02 g03 g04 g05 g06 k01 k04 k05 k06 k07 n02 n03 n05 n06 r03 r04 r05 r08 r13 r14
$B doc-en.md e02 e05 e07 e08 e09 e10 e11 e12 e13 e15 e16
