#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is ad09cb0's code (main before the lead85, lead87, lead88 merges), from $OLD (mkdir -p /tmp/old16 && git archive ad09cb0 | tar -x -C /tmp/old16).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=ad09cb0 OLD=${OLD:-/tmp/old16} exec sh "$A/../adversarial-kit/both.sh" "$@"
