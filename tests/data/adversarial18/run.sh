#!/bin/sh
# Reproduce every case of adversarial pass 18: BASE=1 sh tests/data/adversarial18/run.sh
# P=... : the patcher under test (default this worktree's .venv/bin/patcher); BASE=1 also runs each case on
# e7ea981's code (main before this pass's fixes) from $OLD (default /tmp/old18:
# mkdir -p /tmp/old18 && git archive e7ea981 | tar -x -C /tmp/old18). Nothing is written to the documents (apply
# without --write). Briefings are rebuilt from specs/ into briefs/. doc-night.md holds the entries a night wrote:
# specs/night.spec applied to it with --write at e7ea981 (date 2026-12-08).
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
R=$(cd "$A/../../.." && pwd)
for d in doc-plain.md doc-en.md doc-cn.md doc-arch.md doc-url.md doc-rel.md doc-night.md doc-common.md doc-ver.md \
  doc-ver-en.md doc-gh.md doc-host.md; do
  echo "##### check $d"; ${P:-$R/.venv/bin/patcher} check $A/$d
done
$B doc-plain.md p01 p02 p03 p04 p05 p06 p07 p08 p09 p10 p11 p12 p13 p14 p15 p16 p17 p18 p19 p20 p21 p22 p23 p24 p25 \
  p26 p27 p28 p29 x01 x02 x04 x06 x09 x10 x11 x12
$B doc-en.md e01 e02 e03 e04 e05 e06 e07 e08 e09 e10 e11 e12 e13 e14 e15 e16 e17 e18 e19
$B doc-cn.md c01 c02 c03 c04 c05 c06 c07 c08 c09 c10 c11 c12 y01 y03 y05 y06 y07 y08
$B doc-arch.md a01 a02 a03 a04 a05 a06
$B doc-url.md u01 u02 u03 u04 u05 u06 u07 u08
$B doc-rel.md r01 r02 r03 r04 r05 r06 r07 r08 r09 r10 r11 r12 r13 r14 r15 r16 r17 r18 r19
$B doc-night.md n01 n02 n03 n04 n05 n06 n07 n08 n09 n10 n11 n12 n13 n14
$B doc-common.md w01 w02 w03 w04 w05 w06 w07 w08 w09 w10 w11 w12 w13
$B doc-ver.md v01 v02 v03 v04 v05 v06 v07 v08
$B doc-ver-en.md v03 v05
$B doc-gh.md g01 g02 g03 g04 g05 g06
$B doc-host.md h01 h02 h03 h04 h05 h06 h07
