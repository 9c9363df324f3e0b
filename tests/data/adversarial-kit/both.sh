#!/bin/sh
# both.sh DOC NAME... : one adversarial pass's cases, the pass folder in $SET (its specs/ and documents).
# Builds each spec's briefing (`mk.py`, date $DATE, default 2026-12-10; a spec starting `raw:` is a briefing as it is),
# applies it to DOC with the code under test ($P, default the repository's .venv/bin/patcher) and prints one line per
# action (`summary.py`); with BASE=1 also with the baseline code of the pass ($BASE_REV's tree in $OLD). Nothing is
# written to the documents (apply without --write).
K=$(cd "$(dirname "$0")" && pwd)
A=${SET:?SET: the adversarial pass folder}
R=$(cd "$K/../../.." && pwd)
P=${P:-$R/.venv/bin/patcher}
PY=${PY:-$R/.venv/bin/python}
doc=$1; shift
mkdir -p "$A/briefs"
for n in "$@"; do
  if head -1 "$A/specs/$n.spec" | grep -q '^raw:'; then tail -n +2 "$A/specs/$n.spec" > "$A/briefs/brief-$n.md"
  else python3 "$K/mk.py" "$A/specs/$n.spec" "$A/briefs/brief-$n.md" "${DATE:-2026-12-10}"; fi
  echo "=== $n on $doc: $( (grep -m1 -e "^c:" -e "^inc:" "$A/specs/$n.spec" || head -2 "$A/specs/$n.spec" | tail -1) )"
  $P apply "$A/briefs/brief-$n.md" --doc "$A/$doc" --json | python3 "$K/summary.py"
  if [ -n "$BASE" ]; then
    echo "    [${BASE_REV:-baseline}]"
    (cd "${OLD:?OLD: a tree of the baseline code}" && PYTHONPATH="$OLD" $PY -m patcher apply "$A/briefs/brief-$n.md" --doc "$A/$doc" --json) \
      | python3 "$K/summary.py" | sed 's/^/    /'
  fi
done
