#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is 8b65009's code, from $OLD (default /work/old-s; or  mkdir -p /tmp/old && git archive 8b65009 | tar -x -C /tmp/old; OLD=/tmp/old).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=8b65009 OLD=${OLD:-/work/old-s} exec sh "$A/../adversarial-kit/both.sh" "$@"
