#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is main 7a7bf36's code (before this session's rule branches), from $OLD (mkdir -p /tmp/old23 && git -C /work/main archive 7a7bf36 | tar -x -C /tmp/old23).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=7a7bf36 OLD=${OLD:-/tmp/old23} exec sh "$A/../adversarial-kit/both.sh" "$@"
