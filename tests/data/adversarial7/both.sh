#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is 05c51a2's code, from $OLD (default /work/old-adv7; or  mkdir -p /tmp/old && git archive 05c51a2 | tar -x -C /tmp/old; OLD=/tmp/old).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=05c51a2 OLD=${OLD:-/work/old-adv7} exec sh "$A/../adversarial-kit/both.sh" "$@"
