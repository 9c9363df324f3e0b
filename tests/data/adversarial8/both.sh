#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is 1aed469's code, from $OLD (default /work/old-h52; or  mkdir -p /tmp/old && git archive 1aed469 | tar -x -C /tmp/old; OLD=/tmp/old).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=1aed469 OLD=${OLD:-/work/old-h52} exec sh "$A/../adversarial-kit/both.sh" "$@"
