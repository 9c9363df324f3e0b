#!/bin/sh
# base.sh DOC NAME... : the same as one.sh with the code of 76b76ee (before today's rules), from /tmp/adv3_base
A=$(cd "$(dirname "$0")" && pwd)
doc=$1; shift
for n in "$@"; do
  echo "=== [76b76ee] $n on $(basename $doc)"
  (cd /tmp/adv3_base && PYTHONPATH=/tmp/adv3_base ${PY:-python3} -c 'import sys; from patcher.cli import main; sys.exit(main())' apply $A/briefs/brief-$n.md --doc $A/$doc --json) | python3 $A/../adversarial-kit/summary.py
done
