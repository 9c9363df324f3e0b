#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is main f6dd7e6's code (before this session's rule branches), from $OLD (mkdir -p /tmp/old22 && git -C /work/main archive f6dd7e6 | tar -x -C /tmp/old22).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=f6dd7e6 OLD=${OLD:-/tmp/old22} exec sh "$A/../adversarial-kit/both.sh" "$@"
