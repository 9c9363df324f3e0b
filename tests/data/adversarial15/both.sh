#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is 5c5a8a1's code (main before the incident/advisory homes and the dropped report), from $OLD (mkdir -p /tmp/old15 && git archive 5c5a8a1 | tar -x -C /tmp/old15).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=5c5a8a1 OLD=${OLD:-/tmp/old15} exec sh "$A/../adversarial-kit/both.sh" "$@"
