#!/bin/sh
# Reproduce every case of adversarial pass 14: BASE=1 sh tests/data/adversarial14/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# f8f9849's code (main before the lead template) from $OLD (default /tmp/old14:  mkdir -p /tmp/old14 &&
# git archive f8f9849 | tar -x -C /tmp/old14). Nothing is written to the documents (apply without --write).
# Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-fam.md doc-fam2.md doc-kind.md doc-hw.md doc-ids.md doc-ver.md doc-grp.md doc-wrap.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
echo "##### W: wrong continuations at c568290, right at f8f9849 (fixed: a maker's label goes with a one-word name)"
$B doc-fam.md f06 f08
$B doc-fam2.md f06 f08
$B doc-wrap.md w01 w03 w04 w05 w08
echo "##### O: wrong at f8f9849, right now"
$B doc-hw.md h09
echo "##### M: misses (a new entry where an editor continues; no wrong update)"
$B doc-fam.md f04 f09 f10 f14 f15 f19 f20
$B doc-fam2.md f19
$B doc-kind.md k01 k02 k06
$B doc-hw.md h02 h03
$B doc-ver.md v01 v02
$B doc-grp.md g03 g06
$B doc-wrap.md w06
echo "##### C: controls"
$B doc-fam.md f01 f02 f03 f05 f07 f11 f12 f13 f16 f17 f18 f21 c01 c02 c03 c04
$B doc-fam2.md f01
$B doc-kind.md k03 k04 k05 k07 k08 k09 k10 k11 k12
$B doc-hw.md h01 h04 h05 h06 h07 h08
$B doc-ids.md i01 i03 i04 i05 i06 i07
$B doc-ver.md v03 v04 v05 v06
$B doc-grp.md g01 g02 g04 g05
$B doc-wrap.md w02 w07
