#!/bin/sh
# Reproduce every case of adversarial pass 16: BASE=1 sh tests/data/adversarial16/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# ad09cb0's code (main before the lead85, lead87, lead88 merges) from $OLD (default /tmp/old16:  mkdir -p
# /tmp/old16 && git archive ad09cb0 | tar -x -C /tmp/old16). Nothing is written to the documents (apply
# without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-log.md doc-log2.md doc-log3.md doc-prod.md doc-major.md doc-radar.md doc-inc.md doc-inc2.md doc-fam.md doc-en.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
echo "##### W: wrong continuations at 917cb6b, right at ad09cb0 (all fixed)"
$B doc-log.md l03 l05
$B doc-log2.md l04
$B doc-log3.md l04
$B doc-prod.md p02 p04 p06 p07 p11
$B doc-major.md m08 m09 m10
$B doc-fam.md f01
echo "##### O: wrong at ad09cb0 and now"
$B doc-major.md m02 m12
$B doc-radar.md r05
$B doc-inc2.md i05
echo "##### M: misses (a new entry where an editor continues; no wrong update)"
$B doc-major.md m06 m19
$B doc-radar.md r01 r06
$B doc-inc.md i03
$B doc-inc2.md i01
echo "##### C: controls"
$B doc-log.md l01 l02 l04 l06 l07
$B doc-log2.md l01
$B doc-log3.md l01
$B doc-prod.md p01 p03 p05 p08 p09 p10 p12 p13 p14
$B doc-major.md m01 m03 m04 m05 m07 m11 m13 m14 m15 m16 m17 m18 m20 m21
$B doc-radar.md r02 r03 r04
$B doc-inc.md i01 i02 i04 i05 i06 i07 i10
$B doc-inc2.md i08 i09
$B doc-fam.md f02
$B doc-en.md e01 e02 e03 e04 e05
