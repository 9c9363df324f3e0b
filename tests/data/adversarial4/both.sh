#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is cb246b4's code, from $OLD (default /tmp/adv4_base; or  mkdir -p /tmp/old && git archive cb246b4 | tar -x -C /tmp/old; OLD=/tmp/old).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=cb246b4 OLD=${OLD:-/tmp/adv4_base} exec sh "$A/../adversarial-kit/both.sh" "$@"
