"""Print each action and note of `patcher apply --json` on one line (stdin)."""

import json
import sys

try:
    d = json.load(sys.stdin)
except ValueError:
    print("  (no json: error)")
    sys.exit(0)
if "documents" not in d:
    print("  error", d)
    sys.exit(0)
for doc in d["documents"]:
    r = doc["report"]
    for a in r["actions"]:
        flags = ",".join(a.get("flags") or [])
        print(
            f"  {a['id']} {a['action']} {a['anchor']} via {a['via']} [{flags}] matched={a.get('matched')!s} possibly={a.get('possibly') or ''} | {a['title']}"
        )
    for c in r["contradictions"]:
        print(
            f"  {c['id']} {c['action']} -> {c['attached_to']} matched={c.get('matched')} | {c['title']}"
        )
print(f"  exit_code={d['exit_code']}")
