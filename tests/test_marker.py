"""The marker, item-id and identity-key formats (patcher/text/marker.py): written and read
in one place."""

from __future__ import annotations

from patcher.text import marker


def test_written_marker_reads_back() -> None:
    text = "- **X** " + marker.write(
        "2026-09-21#1.3fa2c1", ["arxiv:2609.19969", "name:x", "bad key"]
    )
    assert marker.read(text) == [
        marker.Marker(("2026-09-21#1.3fa2c1",), ("arxiv:2609.19969", "name:x"))
    ]
    assert marker.problems(text) == []
    assert marker.strip(text).strip() == "- **X**"


def test_escaped_or_code_markers_are_not_markers() -> None:
    assert marker.read(r"text \<!-- livedoc:id=2026-09-21#1 -->") == []
    assert marker.read("no marker here") == []


def test_problems_name_the_fault() -> None:
    assert "needs id=" in marker.problems("<!-- livedoc:id=yesterday -->")[0]
    assert "key" in marker.problems("<!-- livedoc:id=2026-09-21#1 keys=weird -->")[0]
    assert "malformed" in marker.problems("<!-- livedoc:id=2026-09-21#1")[0]


def test_item_ids() -> None:
    assert marker.increment_id("2026-09-21", "3") == "2026-09-21#3"
    assert marker.increment_id("2026-09-21", "B", adjacent=True) == "2026-09-21#adj-B"
    note = marker.note_id("2026-09-21", "2")
    assert note == "2026-09-21#c2" and marker.is_note(note)
    suffixed = marker.suffixed("2026-09-21#1", "TGI 已死")
    assert suffixed.startswith("2026-09-21#1.") and marker.ID_SHAPE.match(suffixed)
    assert marker.suffixed(suffixed, "TGI 已死") == suffixed  # a suffix is never stacked
    assert marker.base(suffixed) == "2026-09-21#1"
    assert marker.day(suffixed) == "2026-09-21" and marker.day("section:verify") is None


def test_name_key_is_marker_safe() -> None:
    key = marker.name_key("vllm fp8 kv-cache, <x>")
    assert key == "name:vllmfp8kvcachex" and marker.KEY_SHAPE.match(key)
    assert marker.name_key(" - ") is None


def test_the_formats_have_one_home() -> None:
    """The marker pattern, the item-id shapes and the key prefixes are written only in
    patcher/text/marker.py."""
    import re
    from pathlib import Path

    root = Path(marker.__file__).resolve().parent.parent
    written = re.compile(r"<!--\\s\*livedoc|livedoc:\{|#c\{|#adj-|f\"(?:arxiv|gh|entity|name):")
    homes = {
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if written.search(path.read_text(encoding="utf-8"))
    }
    assert homes == {"text/marker.py"}
