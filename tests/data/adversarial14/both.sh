#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is f8f9849's code (main before the lead template), from $OLD (mkdir -p /tmp/old14 && git archive f8f9849 | tar -x -C /tmp/old14).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=f8f9849 OLD=${OLD:-/tmp/old14} exec sh "$A/../adversarial-kit/both.sh" "$@"
