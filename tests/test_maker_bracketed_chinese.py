"""A Chinese name given once in a lead, in brackets after the maker's name that starts like
the entry's (`Cirrusforge Inc. (卷云算力)` of `Cirrusforge GPU Cloud`): the entry's Chinese
name, so a title led by it finds the entry."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.evidence import maker_bracketed_chinese
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import brief_text, increment

CLOUD = (
    "[Northgale GPU Cloud](https://example.org/n) — 2028-09-30 — Northgale Inc. (北岭算力) — "
    "H100/H200 on-demand cloud; H200 at $3.10/h."
)
DOC = (
    "# Inference release log\n\n## §1.1 Engines and clouds\n\n"
    f"- {CLOUD}\n"
    "- [Chimewell Gateway v1.2.0](https://example.org/c) — 2028-10-21 — Chimewell (钟井网关) — "
    "OpenAI-compatible LLM gateway.\n"
    "- [Vesper Search](https://example.org/v) — 2028-10-01 — built on Qdrant (象限) — hosted "
    "retrieval.\n\n"
    "## §1.2 Routing\n\n## §1.3 KV cache\n\n## §1.4 Reliability\n"
)


def _action(title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)
    return report.actions[0]


def test_the_makers_bracketed_chinese_name_is_the_entrys() -> None:
    assert maker_bracketed_chinese(CLOUD, "Northgale GPU Cloud", Glossary()) == ("北岭算力",)
    lead = "[Chimewell Gateway v1.2.0](…) — 2028-10-21 — Chimewell (钟井网关) — gateway"
    assert maker_bracketed_chinese(lead, "Chimewell Gateway v1.2.0", Glossary()) == ("钟井网关",)


def test_no_name_from_another_things_or_the_names_own_brackets() -> None:
    other = "[Vesper Search](…) — built on Qdrant (象限) — hosted retrieval"
    assert maker_bracketed_chinese(other, "Vesper Search", Glossary()) == ()
    own = "**Lantern MCP**（灯笼）· Glowforge Labs：浏览器自动化 MCP server。"
    assert maker_bracketed_chinese(own, "Lantern MCP", Glossary()) == ()  # (bracketed_chinese's)
    status = "[Northgale GPU Cloud](…) — Northgale Inc. (已归档) — cloud"
    assert maker_bracketed_chinese(status, "Northgale GPU Cloud", Glossary()) == ()


def test_a_title_led_by_the_chinese_name_continues_the_entry() -> None:
    action = _action("北岭算力 H200 按需价下调 18%（$3.10 → $2.54/h）")
    assert action.action == "updated" and "Northgale" in (action.matched or ""), action
    assert _action("象限 1.9 发布").action == "inserted"


def test_the_chinese_name_after_the_makers_platform_at_the_leads_end() -> None:
    """The bracket may close the lead's last clause, the maker's (or its platform's) name after
    a preposition (`serverless model serving on Jiyun Cloud (霁云推理服务).`); not another thing's
    name there (`built on Qdrant (象限).`), nor a list's member (`, Tess (特斯云).`)."""
    lead = (
        "**Jiyun Inference Service** · *managed serving* · serverless model serving on "
        "Jiyun Cloud (霁云推理服务)."
    )
    assert maker_bracketed_chinese(lead, "Jiyun Inference Service", Glossary()) == ("霁云推理服务",)
    other = "**Vesper Search** · *retrieval* · hosted retrieval built on Qdrant (象限)."
    assert maker_bracketed_chinese(other, "Vesper Search", Glossary()) == ()
    listed = "**Jiyun Inference Service** · *serving* · cheaper than Lambda, Jiyun Cloud (霁云)."
    assert maker_bracketed_chinese(listed, "Jiyun Inference Service", Glossary()) == ()
    going = "**Jiyun Inference Service** · *serving* · on Jiyun Cloud (霁云推理服务) with scaling."
    assert maker_bracketed_chinese(going, "Jiyun Inference Service", Glossary()) == ()
