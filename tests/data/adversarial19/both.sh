#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is e7ea981's code (main before the lead94, lead95, left2 merges and adv18's fixes), from $OLD (mkdir -p /tmp/old19 && git archive e7ea981 | tar -x -C /tmp/old19).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=e7ea981 OLD=${OLD:-/tmp/old19} exec sh "$A/../adversarial-kit/both.sh" "$@"
