#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is main's code (main e7ea981), from $OLD (mkdir -p /tmp/old18 && git archive main | tar -x -C /tmp/old18).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=e7ea981 OLD=${OLD:-/tmp/old18} exec sh "$A/../adversarial-kit/both.sh" "$@"
