#!/bin/sh
# Reproduce every case of adversarial pass 9: BASE=1 sh tests/data/adversarial9/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# 8b65009's code (before the rules of 8b65009..57ed4b9) from $OLD (default /work/old-s, a tree at 8b65009; or
#   mkdir -p /tmp/old && git archive 8b65009 | tar -x -C /tmp/old; OLD=/tmp/old).
# Nothing is written to the documents (apply without --write). Briefings are rebuilt from specs/ into briefs/
# (a spec whose first line is `raw: …` is the briefing itself, after that line).
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-gen-true.md doc-gen-rel.md doc-gen-other.md doc-gen-scoped.md doc-gen-past.md doc-gen-not.md \
  doc-gen-plain.md doc-zh-gen.md doc-zh-gen2.md doc-zh-upg.md doc-list.md doc-list-plain.md doc-sec-a.md \
  doc-sec-b.md doc-sec-c.md doc-sec-d.md doc-sec-e.md doc-en.md doc-kind.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
echo "##### N: wrong decisions new since 8b65009 (fixed)"
$B doc-gen-other.md g01 g02 g03
$B doc-gen-scoped.md g01 g02 g03
$B doc-gen-past.md g01 g02 g03
$B doc-zh-gen.md g05
$B doc-zh-gen2.md g07
$B doc-zh-upg.md u01 u02 u03 u05
$B doc-list.md l01 l03 l04 l10
$B doc-sec-e.md b01 b02 b03
echo "##### P: wrong already at 8b65009"
$B doc-en.md r10
echo "##### M: misses (no wrong update)"
$B doc-sec-a.md s01 s02
$B doc-sec-b.md s01 s02
$B doc-sec-c.md s01 s02
$B doc-sec-d.md s01 s02
$B doc-sec-e.md s01 s02
$B doc-kind.md k01
$B doc-list.md l09
$B doc-list-plain.md l09
echo "##### C: controls"
$B doc-gen-true.md g01 g02 g03 g04
$B doc-gen-rel.md g01 g02 g03 g04
$B doc-gen-not.md g01 g02 g03 g04
$B doc-gen-plain.md g01 g02 g03 g04
$B doc-gen-other.md g04
$B doc-gen-scoped.md g04
$B doc-gen-past.md g04
$B doc-zh-gen.md g06
$B doc-zh-upg.md u04 u06 u07 u08 u09
$B doc-list.md l02 l05 l06 l07 l08
$B doc-list-plain.md l05
$B doc-sec-a.md s03 s04
$B doc-sec-b.md s03 s04
$B doc-sec-c.md s03 s04
$B doc-sec-d.md s03 s04
$B doc-sec-e.md s03 s04 b04 b05
$B doc-en.md r01 r02 r03 r04 r05 r06 r07 r08 r09
$B doc-kind.md k02 k04 k05 k06 k07
