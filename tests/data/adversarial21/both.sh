#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is main 3c0483c's code (before this pass's fixes), from $OLD (mkdir -p /tmp/old21 && git -C /work/main archive 3c0483c | tar -x -C /tmp/old21).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=3c0483c OLD=${OLD:-/tmp/old21} exec sh "$A/../adversarial-kit/both.sh" "$@"
