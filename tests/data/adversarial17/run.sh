#!/bin/sh
# Reproduce every case of adversarial pass 17: BASE=1 sh tests/data/adversarial17/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# 917cb6b's code (main before the lead89, lead90, left merges and adv16's fixes) from $OLD (default /tmp/old17:
# mkdir -p /tmp/old17 && git archive 917cb6b | tar -x -C /tmp/old17). Nothing is written to the documents (apply
# without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-prod.md doc-log.md doc-log-prev.md doc-log-price.md doc-log-nolonger.md doc-bar.md doc-repo.md \
  doc-repo-past.md doc-repo-nolonger.md doc-ledger.md doc-code.md doc-inc.md doc-dossier.md doc-en.md doc-hang.md doc-short.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
$B doc-prod.md r01 r02 r03 r04 r05 n01 n03 n04 a02 v01 v02
$B doc-inc.md n02 i01 i02 i04 i05 i06 i07 i08
$B doc-log.md l01 l02 l03 l04 l05 l06 l07
$B doc-log-prev.md l03 l06
$B doc-log-price.md l03 l07
$B doc-log-nolonger.md l03
$B doc-bar.md b01 b02 b03 b04 b06 b08 b09
$B doc-repo.md g01 g02 g03 g04 g05 g06
$B doc-repo-past.md t01
$B doc-repo-nolonger.md t01
$B doc-ledger.md k01 k02 k03 k04 k05 k06 k07 k08
$B doc-code.md c01 c02 c03 c04 c05
$B doc-dossier.md d01 d02 d03 d04
$B doc-en.md e01 e02 e03
$B doc-hang.md h01 h02 h03 h04 h05
$B doc-short.md s01 s02
