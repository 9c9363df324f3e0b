#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is a36b156's code (the pass's start), from $OLD (mkdir -p /tmp/old && git archive a36b156 | tar -x -C /tmp/old; OLD=/tmp/old).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=a36b156 OLD=${OLD:-/tmp/old} exec sh "$A/../adversarial-kit/both.sh" "$@"
