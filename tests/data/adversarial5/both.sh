#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is cd13efd's code, from $OLD (default /work/old-cb; or  mkdir -p /tmp/old && git archive cd13efd | tar -x -C /tmp/old; OLD=/tmp/old).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=cd13efd OLD=${OLD:-/work/old-cb} exec sh "$A/../adversarial-kit/both.sh" "$@"
