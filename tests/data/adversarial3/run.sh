#!/bin/sh
# Reproduce every finding of adversarial pass 3: P=.venv/bin/patcher sh tests/data/adversarial3/run.sh
# (P=... to use another patcher; BASE=1 also runs each case on 76b76ee's code from /tmp/adv3_base,
#  made by: mkdir -p /tmp/adv3_base && git archive 76b76ee | tar -x -C /tmp/adv3_base)
# No file outside a temporary folder is changed; nights that need --write run on copies.
set -e
P=${P:-patcher}
A=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
for s in $A/specs/*.spec; do n=$(basename $s .spec); python3 $A/../adversarial-kit/mk.py $s $A/briefs/brief-$n.md 2026-12-10; done
python3 $A/../adversarial-kit/mk.py $A/specs/n3.spec $A/briefs/brief-n3.md 2026-12-11
run() { # run LABEL DOC BRIEF...
  label=$1; doc=$2; shift 2
  for b in "$@"; do
    echo "=== $label: apply briefs/brief-$b.md --doc $doc"
    $P apply $A/briefs/brief-$b.md --doc $A/$doc --json | python3 $A/../adversarial-kit/summary.py
    if [ -n "$BASE" ]; then
      echo "    [76b76ee]"
      (cd /tmp/adv3_base && PYTHONPATH=/tmp/adv3_base ${PY:-python3} -c 'import sys; from patcher.cli import main; sys.exit(main())' \
        apply $A/briefs/brief-$b.md --doc $A/$doc --json) | python3 $A/../adversarial-kit/summary.py | sed 's/^/    /'
    fi
  done
}
echo "##### Wrong updates, new since 76b76ee"
run W1 doc-tessera.md t1 t2
run W2 doc-en.md e1
run W3 doc-en.md e2
run W4 doc-en.md e5 e5c
run W5 doc-en.md e11b
run W6 doc.md a13 a13c
run W7 doc.md a12d
run W8 doc.md a15c a15
echo "##### Wrong updates, already at 76b76ee"
run P1 doc.md a1 a20
run P2 doc-en.md e8
run P3 doc.md a6b
run P4 doc.md a9 a9b
run P5 doc.md r2 r3 r4
run P6 doc.md m1
echo "##### Contradictions and resolutions"
run "N1 (#c5) N4 (#c7)" doc.md c1
run "N2 (#c1)" doc-en.md e16
run "N3 (#c4)" doc.md c2
run "N5" doc.md n2
run "N8 (#c2) N9 (#c3), W1 knock-on (#c1)" doc-tessera.md c5
cp $A/doc.md $T/night.md; $P apply $A/briefs/brief-c1.md --doc $T/night.md --write >/dev/null
echo "=== N6 (#c2), N7 (#c4): night 2 brief-n3.md on doc.md after brief-c1.md --write"
$P apply $A/briefs/brief-n3.md --doc $T/night.md --json | python3 $A/../adversarial-kit/summary.py
cp $T/night.md $T/n3.md; $P apply $A/briefs/brief-n3.md --doc $T/n3.md --write >/dev/null
echo "    lines written by night 2 (N6: the Riverbed answer under the Riverbed 3.0 license question):"
diff $T/night.md $T/n3.md | grep '^>' || true
echo "##### Debatable / misses (see README)"
run D doc.md a18 a19 i3 i2 i4 a6 m3
run D doc-en.md e4 e15
echo "##### Controls (held)"
run C doc.md b1 b2 b3 b4 b5 a3 a4 a4b a5 a6c a8 a8b a9c a11 a12 a13b a13d a13e a14 a16 a17 a21 a22 k1 k2 k3 c3 c4 i1 r1 x1 m2 q1 q2
run C doc-lattice.md l1
run C doc-noriverbed.md a6b
run C doc-en.md e3 e5b e6 e7 e9 e10 e11 e12 e13 e14
rm -r $T
