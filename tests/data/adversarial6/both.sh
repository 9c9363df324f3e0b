#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is de85924's code, from $OLD (default /work/old-adv6; or  mkdir -p /tmp/old && git archive de85924 | tar -x -C /tmp/old; OLD=/tmp/old).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=de85924 OLD=${OLD:-/work/old-adv6} exec sh "$A/../adversarial-kit/both.sh" "$@"
