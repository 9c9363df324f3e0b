"""A recording stand-in for the GitHub CLI (`gh`): keeps pull requests and labels in a JSON
state file ($GH_STATE) and appends every call, with the body file's text, to $GH_LOG.

Only the calls the patcher makes are understood; anything else exits 1, as gh would on a
bad request, so a test sees a call it did not expect.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def _option(args: list[str], name: str) -> str | None:
    return args[args.index(name) + 1] if name in args else None


def main(args: list[str]) -> int:
    state_path = Path(os.environ["GH_STATE"])
    state = json.loads(state_path.read_text()) if state_path.exists() else {"prs": [], "labels": []}
    entry: dict[str, object] = {"args": args}
    body_file = _option(args, "--body-file")
    if body_file:
        entry["body"] = Path(body_file).read_text(encoding="utf-8")
    code = _answer(args, state, entry)
    with open(os.environ["GH_LOG"], "a", encoding="utf-8") as log:
        log.write(json.dumps(entry, ensure_ascii=False) + "\n")
    state_path.write_text(json.dumps(state))
    return code


def _answer(args: list[str], state: dict, entry: dict[str, object]) -> int:  # type: ignore[type-arg]
    prs = state["prs"]
    if args[:2] == ["label", "create"]:
        state["labels"] = sorted(set(state["labels"]) | {args[2]})
    elif args[:2] == ["pr", "list"]:
        found = [p for p in prs if p["head"] == _option(args, "--head") and p["open"]]
        print(json.dumps([{k: p[k] for k in ("number", "isDraft", "url")} for p in found]))
    elif args[:2] == ["pr", "create"]:
        label = _option(args, "--label")
        if label not in state["labels"]:
            print(f"could not add label: '{label}' not found", file=sys.stderr)
            return 1
        number = len(prs) + 1
        prs.append(
            {
                "number": number,
                "url": f"https://example.invalid/pr/{number}",
                "head": _option(args, "--head"),
                "base": _option(args, "--base"),
                "isDraft": "--draft" in args,
                "labels": [label],
                "body": entry.get("body"),
                "open": True,
            }
        )
        print(f"https://example.invalid/pr/{number}")
    elif args[:2] == ["pr", "edit"]:
        pr = next(p for p in prs if str(p["number"]) == args[2])
        pr["body"] = entry.get("body", pr["body"])
        pr["labels"] = sorted(set(pr["labels"]) | {_option(args, "--add-label")})
    elif args[:2] == ["pr", "ready"]:
        pr = next(p for p in prs if str(p["number"]) == args[2])
        pr["isDraft"] = "--undo" in args
    else:
        print(f"stand-in gh: not understood: {args}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
