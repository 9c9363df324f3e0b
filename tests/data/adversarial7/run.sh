#!/bin/sh
# Reproduce every case of adversarial pass 7: BASE=1 sh tests/data/adversarial7/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# 05c51a2's code (before the release-log rules) from $OLD (default /work/old-adv7, a worktree at 05c51a2; or
#   mkdir -p /tmp/old && git archive 05c51a2 | tar -x -C /tmp/old; OLD=/tmp/old).
# Nothing is written to the documents (apply without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-rel.md doc-log.md doc-deny.md doc-quote.md doc-quill.md doc-zh.md; do echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d; done
echo "##### N: wrong decisions new since 05c51a2 (fixed)"
$B doc-log.md a08
$B doc-deny.md a08
$B doc-quote.md a08 r02
$B doc-rel.md a03 f02 r02
$B doc-zh.md b01
echo "##### Q: new by outcome only (an old rule reaching a newly read entry name; not fixed)"
$B doc-rel.md q03
$B doc-quill.md q03
echo "##### P: wrong already at 05c51a2"
$B doc-rel.md f04
$B doc-zh.md b04
echo "##### M: misses (no wrong update)"
$B doc-rel.md r01 r06 f01 a05
$B doc-zh.md b02
echo "##### C: controls"
$B doc-rel.md a08 a01 a02 a04 a06 a07 r03 r04 r05 r07 f03 f05 p01 p02 p03 s01 s02 q01 q02 k01 k02 k03 m01 m02
$B doc-log.md r02 a01 a07
$B doc-deny.md r02 a07
$B doc-zh.md b03 b05 b06
