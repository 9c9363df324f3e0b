"""Contradiction placement, eleventh pass: what an item is about, read from its title. An item
asking whether a release contains an issue's fix is about that release (where tonight's increment
of it goes), not the entry holding the issue, unless the preamble files fix releases under the
incident's entry. Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, entry_at, increment, line_of

# A product's entry, and an incident entry holding the issue (`quiverly/quiver-db#4471`) as its
# key; tonight a release of the product (`Quiver DB 1.9`) continues the product's entry.
FIX_DOC = (
    "# RAG\n\n{preamble}## §1.1 框架格局\n\n"
    "- **Quiver DB**（Quiverly）：Rust 实现的向量数据库，带 serverless 层，现行 1.8\n\n"
    "## §1.2 检索\n\n## §1.3 嵌入\n\n## §1.4 可靠性\n\n"
    "- **Quiver DB HNSW 并发 upsert 下召回骤降（quiverly/quiver-db#4471）** ⭐⭐⭐（2029-02-03）："
    "并发 upsert 时召回从 0.95 跌到 0.61 <!-- livedoc:id=2029-02-03#2 -->\n\n## 待核实\n\n"
)
_FILED_UNDER_INCIDENT = "## 编写约定\n\n- 事故单独立条：该事故的复现、修复版本（含 .postN 热修复）都记在事故条目的子行下。\n\n"


def _fix_item(title: str, preamble: str = "") -> str:
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(
        1,
        "quiver-db 1.9 — 多租户命名空间与配额",
        points="- quiver-db 1.9 新增多租户命名空间\n- 每个命名空间可设配额",
    )
    brief = brief_text(inc, date="2029-02-11")
    brief += (
        f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ②：{title}（中风险）\n"
        "- 问题：release notes 称包含 1.8.post2 全部修复，但 1.9 分支早于 PR #4502 合入时间切出。\n"
    )
    doc = Source("doc.md", FIX_DOC.format(preamble=preamble).encode())
    report = api.apply([Source("b.txt", brief.encode())], doc, smap)
    return report.new_text.render()


def test_a_release_asked_to_contain_a_fix_goes_where_that_release_went() -> None:
    text = _fix_item("quiver-db 1.9 是否真包含 #4471 修复")
    release = entry_at(text, line_of(text, "id=2029-02-11#1"))
    assert entry_at(text, line_of(text, "id=2029-02-11#c2")) == release, text


def test_a_release_asked_to_have_merged_a_fix_goes_where_that_release_went() -> None:
    text = _fix_item("quiver-db v1.9 是否真的合入 #4471 修复")
    release = entry_at(text, line_of(text, "id=2029-02-11#1"))
    assert entry_at(text, line_of(text, "id=2029-02-11#c2")) == release, text


def test_whether_the_issue_is_fixed_stays_with_the_issue() -> None:
    text = _fix_item("#4471 是否已在 quiver-db 1.9 修复")
    note = line_of(text, "id=2029-02-11#c2")
    assert entry_at(text, note).startswith("- **Quiver DB HNSW 并发 upsert"), text


def test_where_fix_releases_go_under_the_incident_the_item_does_too() -> None:
    text = _fix_item("quiver-db 1.9 是否真包含 #4471 修复", _FILED_UNDER_INCIDENT)
    note = line_of(text, "id=2029-02-11#c2")
    assert entry_at(text, note).startswith("- **Quiver DB HNSW 并发 upsert"), text


# An item led by a name that goes on with a word of its own (`Kite Video 1.0`) is not about an
# increment led by the same first word going on with another (`Kite TTS 1.0 粤语音色包`), though
# both write the release: two products of one first word. Its note goes on the entry of its name.
KITE_DOC = (
    "# GenAI\n\n## §1.1 模型\n\n"
    "- **Kite Video** (Brightloop) — camera-controllable video model; clip length unconfirmed.\n\n"
    "## §1.2 工具\n\n## §1.3 语音\n\n"
    "- **Kite TTS 1.0 — 铁砧音频首个语音合成模型** ⭐⭐⭐（2030-02-04）：支持 9 种语言 "
    "<!-- livedoc:id=2030-02-04#4 -->\n\n## §1.4 可靠性\n\n## 待核实\n\n"
)


def _kite(title: str) -> str:
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(
        5,
        "Kite TTS 1.0 粤语音色包",
        section="§1.3 语音",
        points="- 铁砧音频为 Kite TTS 1.0 追加 6 个粤语音色",
    )
    brief = brief_text(inc, date="2030-02-10")
    brief += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ③：{title}（低风险）\n"
    doc = Source("doc.md", KITE_DOC.encode())
    return api.apply([Source("b.txt", brief.encode())], doc, smap).new_text.render()


def test_a_resolution_of_another_product_of_the_first_word_is_not_the_increments() -> None:
    text = _kite("已核实：Kite Video 1.0 单段上限为 10 秒（官方文档）；发布会 16 秒片段来自 1.1")
    note = line_of(text, "id=2030-02-10#c3")
    assert entry_at(text, note).startswith("- **Kite Video**"), text


def test_an_item_of_another_product_of_the_first_word_is_not_the_increments() -> None:
    text = _kite("Kite Video 1.0 单段时长上限：官方 10 秒，发布会片段 16 秒")
    note = line_of(text, "id=2030-02-10#c3")
    assert entry_at(text, note).startswith("- **Kite Video**"), text


def test_an_item_of_the_increments_product_stays_with_it() -> None:
    text = _kite("Kite TTS 1.0 粤语音色许可证：CC-BY-NC 还是 Apache")
    assert entry_at(text, line_of(text, "id=2030-02-10#c3")).startswith("- **Kite TTS 1.0"), text


# An item about a product's feature (`Switchyard Gateway 是否已支持 ATP 1.2 流式取消`) matched by
# the product's name to tonight's incident of it, which the document files as an entry of its
# own (`Switchyard Gateway 故障转移环 — 同一工具调用被重复执行`): the product's news, on the
# product's entry; asking about the incident keeps it with the incident.
GATEWAY_DOC = (
    "# Agents\n\n> 事故、漏洞单独成条，放 §1.4。\n\n## §1.1 框架格局\n\n## §1.2 工具与协议\n\n"
    "- **Switchyard Gateway** (Orbital Mesh): unified LLM and tool gateway with failover.\n\n"
    "## §1.3 记忆\n\n## §1.4 可靠性与评测\n\n"
    "- **Tollgate 网关令牌泄漏 — 日志写出明文令牌** ⭐⭐⭐（2036-09-01）：日志写出令牌 "
    "<!-- livedoc:id=2036-09-01#2 -->\n\n## 待核实\n\n"
)


def _gateway(title: str, problem: str) -> str:
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(
        3,
        "Switchyard Gateway 故障转移环 — 同一工具调用被重复执行",
        section="§1.4 可靠性与评测",
        points="- 主备切换时同一工具调用被执行两次\n- 影响 4.2 与 4.3",
    )
    brief = brief_text(inc, date="2036-09-11")
    brief += (
        f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：{title}（中风险）\n- 问题：{problem}\n"
    )
    doc = Source("doc.md", GATEWAY_DOC.encode())
    return api.apply([Source("b.txt", brief.encode())], doc, smap).new_text.render()


def test_a_feature_of_a_product_is_not_its_incidents_news() -> None:
    text = _gateway(
        "Switchyard Gateway 是否已支持 ATP 1.2 流式取消", "4.3 发布说明称支持；兼容性矩阵未列出"
    )
    incident = entry_at(text, line_of(text, "id=2036-09-11#3"))
    assert incident.startswith("- **Switchyard Gateway 故障转移环"), text
    note = line_of(text, "id=2036-09-11#c1")
    assert entry_at(text, note).startswith("- **Switchyard Gateway** (Orbital Mesh)"), text


def test_a_doubt_about_the_incident_stays_with_it() -> None:
    text = _gateway(
        "Switchyard Gateway 重复执行是否波及 4.1", "复盘称仅 4.2 起；社区报告 4.1 同样重复执行"
    )
    incident = entry_at(text, line_of(text, "id=2036-09-11#3"))
    assert entry_at(text, line_of(text, "id=2036-09-11#c1")) == incident, text


# An item led by a repository's path (`hollowtree/mnemo 0.8 …`) is about the entry whose lead
# writes that path (the library), not about tonight's increment that only shares the name
# (`Mnemo 论文 v2`, the paper of the same name).
MNEMO_DOC = (
    "# Agents\n\n## §1.1 框架格局\n\n## §1.2 编排\n\n## §1.3 记忆\n\n"
    "- **Mnemo**（记忆库）：Hollow Tree 开源的智能体长期记忆库（hollowtree/mnemo），分层检索\n"
    "- **Mnemo: Structured Episodic Memory for LLM Agents（arXiv:2912.01873）** ⭐⭐⭐"
    "（2029-12-05）：情节记忆结构化 <!-- livedoc:id=2029-12-05#2 -->\n\n## §1.4 可靠性\n\n## 待核实\n\n"
)


def test_an_item_led_by_a_repository_path_goes_to_the_entry_writing_it() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(
        1,
        "Mnemo 论文 v2（arXiv:2912.01873v2）— 新增消融实验与代码链接",
        section="§1.3 记忆",
        points="- v2 新增消融实验\n- 附代码链接",
    )
    brief = brief_text(inc, date="2029-12-07")
    brief += (
        "三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ②：hollowtree/mnemo 0.8 混合检索 +14% 数据（低风险）\n"
        "- 问题：+14% 为官方在自建多跳集上的自测，未公开数据集\n"
    )
    doc = Source("doc.md", MNEMO_DOC.encode())
    text = api.apply([Source("b.txt", brief.encode())], doc, smap).new_text.render()
    assert entry_at(text, line_of(text, "id=2029-12-07#c2")).startswith("- **Mnemo**（记忆库）"), (
        text
    )


# An item led by the name of an entry the document has (`FrameKV 论文称 4× 压缩…` beside
# `〔视频缓存〕FrameKV · Nimbus AI`) is about that entry, though tonight's increment naming it as
# another's news (`VisCache 1.2 — Quill Research 集成 Nimbus 的 FrameKV`) shares its claims.
FRAMEKV_DOC = (
    "# Multimodal\n\n## §1.1 模型\n\n## §1.2 服务\n\n## §1.3 缓存\n\n"
    "- 〔视频缓存〕FrameKV · Nimbus AI · 2030-04\n"
    "  - 论文 arXiv:3004.01234，帧间 KV 压缩\n"
    "- 〔缓存〕VisCache 1 · Quill Research · 2029-12\n"
    "  - 视觉 token 缓存\n\n## §1.4 可靠性\n\n## 待核实\n\n"
)


def test_an_item_led_by_an_entrys_name_is_not_a_claims_match() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(
        2,
        "VisCache 1.2 — Quill Research 集成 Nimbus 的 FrameKV 视频 KV 压缩",
        section="§1.3 缓存",
        points="- VisCache 1.2 集成 FrameKV，宣称 4× 压缩\n- 第三方复现压缩比 2.6×",
    )
    brief = brief_text(inc, date="2030-05-16")
    brief += (
        "三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ②：FrameKV 论文称 4× 压缩，第三方复现仅 2.6×（低风险）\n"
        "- 建议：待核实\n"
    )
    doc = Source("doc.md", FRAMEKV_DOC.encode())
    text = api.apply([Source("b.txt", brief.encode())], doc, smap).new_text.render()
    assert entry_at(text, line_of(text, "id=2030-05-16#c2")).startswith("- 〔视频缓存〕FrameKV"), (
        text
    )
