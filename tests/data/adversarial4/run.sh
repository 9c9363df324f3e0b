#!/bin/sh
# Reproduce every case of adversarial pass 4: sh tests/data/adversarial4/run.sh
# P=... : the patcher under test (default /work/wt-adv4/.venv/bin/patcher); BASE=1 also runs each case on
# cb246b4's code (before today's rules) from /tmp/adv4_base, made by:
#   mkdir -p /tmp/adv4_base && cd /work/main && git archive cb246b4 | tar -x -C /tmp/adv4_base
# Nothing is written to the documents (apply without --write). Briefings are rebuilt from specs/ into briefs/.
A=$(cd "$(dirname "$0")" && pwd)
B="$A/both.sh"
for d in doc.md doc-en.md doc-heron.md doc-qmr.md; do echo "##### check $d"; ${P:-/work/wt-adv4/.venv/bin/patcher} check $A/$d; done
echo "##### W: wrong updates, new since cb246b4"
$B doc.md a06 a11 a07 a08 a09 a13 a14 a21 r04 r20 r11 r16 r19 r22 r23 r24
$B doc-en.md e02 e03 e05
echo "##### N: wrong contradiction placements, new since cb246b4"
$B doc.md c03 c09 c12 c13 c14
$B doc-en.md e09
echo "##### P: wrong updates / placements already at cb246b4"
$B doc.md a02 a03 a04 a05 a12 r09 c04 c10
$B doc-heron.md h02 h03
$B doc-en.md e01 e06 e11
echo "##### M: misses and debatable (no wrong update)"
$B doc.md r01 r08 c05 c01 c02
$B doc-en.md f02
echo "##### C: controls"
$B doc.md k01 k02 k03 k04 k05 k06 k07 k08 k09 k10 k11 k12 k13 k14 c11 a01 a10 a20 r02 r03 r05 r06 r07 r10 r12 r13 r14 r15 r17 r18 r21 c06 c07 c08
$B doc-heron.md h01
$B doc-qmr.md q01 k01
$B doc-en.md f01 f03 f04 f05 e04 e07 e08 e10 e12
