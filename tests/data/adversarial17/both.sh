#!/bin/sh
# both.sh DOC NAME... : this pass's cases through the shared kit (../adversarial-kit/both.sh); the baseline (BASE=1)
# is 917cb6b's code (main before the lead89, lead90, left merges and adv16's fixes), from $OLD (mkdir -p /tmp/old17 && git archive 917cb6b | tar -x -C /tmp/old17).
A=$(cd "$(dirname "$0")" && pwd)
SET=$A BASE_REV=917cb6b OLD=${OLD:-/tmp/old17} exec sh "$A/../adversarial-kit/both.sh" "$@"
