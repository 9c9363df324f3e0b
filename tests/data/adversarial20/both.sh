#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is main 1410747's code (before this pass's fixes), from $OLD (mkdir -p /tmp/old20 && git -C /work/main archive 1410747 | tar -x -C /tmp/old20).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=1410747 OLD=${OLD:-/tmp/old20} exec sh "$A/../adversarial-kit/both.sh" "$@"
