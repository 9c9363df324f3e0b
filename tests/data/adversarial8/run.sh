#!/bin/sh
# Reproduce every case of adversarial pass 8: BASE=1 sh tests/data/adversarial8/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# 1aed469's code (before the rules of 1aed469..2750e79) from $OLD (default /work/old-h52, a worktree at 1aed469; or
#   mkdir -p /tmp/old && git archive 1aed469 | tar -x -C /tmp/old; OLD=/tmp/old).
# Nothing is written to the documents (apply without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-en.md doc-en-plain.md doc-en-sev.md doc-en-quote.md doc-zh.md doc-zh-scoped.md doc-zh-retracted.md \
  doc-zh-patch.md doc-zh-cve.md doc-zh-place.md doc-zh-per.md doc-en-two.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
echo "##### N: wrong decisions new since 1aed469 (fixed)"
$B doc-en.md e01 e03 e06 m02 c02
$B doc-en-sev.md e06
$B doc-en-quote.md e01 e03 e06
$B doc-zh-scoped.md z01 z06
$B doc-zh-retracted.md z01 z02 z06
$B doc-zh-patch.md z01 z02 z06
$B doc-zh-cve.md v01
$B doc-zh-place.md g02
echo "##### P: wrong already at 1aed469"
$B doc-en.md r01
$B doc-zh-per.md p04
$B doc-zh.md z13
echo "##### M: misses and lost new readings (no wrong update)"
$B doc-en-sev.md e01 e03
$B doc-zh-scoped.md z02
$B doc-zh-cve.md z07
$B doc-en-two.md t01
$B doc-zh.md z15
echo "##### C: controls"
$B doc-en.md e02 e04 e05 e07 m01 m03 m04 m05 m06 m07 r02 r03 c01
$B doc-en-plain.md e01 e03 e06
$B doc-zh.md z01 z02 z03 z04 z05 z06 z07 z08 z09 z10 z11 z12 z14 y01 y02
$B doc-zh-scoped.md z03 z04 z05 z07 z10 z11 z12
$B doc-en-two.md t02 t03 t04 m05
$B doc-zh-place.md g01 g03
$B doc-zh-per.md p01 p02 p03
