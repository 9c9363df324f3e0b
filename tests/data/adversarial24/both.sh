#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is main a87bbe9's code (before this session's rule branches), from $OLD (mkdir -p /tmp/old24 && git -C /work/main archive a87bbe9 | tar -x -C /tmp/old24).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=a87bbe9 OLD=${OLD:-/tmp/old24} exec sh "$A/../adversarial-kit/both.sh" "$@"
