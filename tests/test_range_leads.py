"""Conventions the blind week heldout88 showed (2026-12-05, fifth): leads opening with the
release range their entry covers (`[2.1 → 2.6] Tamarind — …`) in a document whose preamble
says a new major version opens a new entry; a score said with a verb of getting and its figure
(`在 Bench 2 拿到 71.2%`); security breaches listed among the incidents filed apart. Names here
are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.document.identity import lead_aliases, lead_name
from patcher.plan import contrary, incidents, versions
from patcher.plan.evidence import expand_abbreviation
from patcher.plan.evidence.names import _names_another as names_another
from patcher.text.source import Source
from tests.conftest import brief_text, increment

RANGES = """# tools — running notes

Rules: each lead opens with the releases it covers in brackets. A compatible release widens the
range as an `Update:` line; a new major release (x.0) gets its own entry. Incidents (outages,
security breaches) are entries of their own in §1.4.

## §1.1 Frameworks

1. [2.1 → 2.6] Tamarind — workflow engine for agents.
2. [0.4 → 0.7] Wicket — browser tool for agents.

## §1.2 Tools

1. [1.x] Brinebox — plug-in registry for agent tools.

## §1.3 Coding

## §1.4 Reliability
"""


def _action(doc: str, title: str, section: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_a_new_major_outside_a_leads_range_opens_its_own_entry() -> None:
    """`a new major release (x.0) gets its own entry` is a rule of one entry per major version;
    `Tamarind 3.0` is then not news of `[2.1 → 2.6] Tamarind` (a possibility only), while
    `Tamarind 2.7` inside the line still is, and without the rule both are."""
    assert versions.states_generation_entries("A new major version (x.0) opens a NEW entry.")
    assert versions.states_generation_entries("Each new major release gets its own entry.")
    assert versions.states_generation_entries("约定：新的大版本另立一条。")
    assert not versions.states_generation_entries("约定：每个主版本或次版本单独立一条。")
    assert not versions.states_generation_entries(
        "A new major or minor release gets its own entry."
    )
    assert versions.lead_range_majors("3. [0.9 → 1.2] Wicket — browser tool") == range(0, 2)
    assert versions.lead_range_majors("[v3] Ledgerbench — tasks") == range(3, 4)
    assert versions.lead_range_majors("[2030-01 → 2030-04] Spec — revisions") is None
    major = _action(RANGES, "Tamarind 3.0 — 改为事件驱动内核", "§1.1")
    assert major.action == "inserted" and "Tamarind" in major.possibly, major
    glued = _action(RANGES, "山雀Wicket 1.0 正式版 — API 冻结", "§1.1")
    assert glued.action == "inserted", glued
    minor = _action(RANGES, "Tamarind 2.7 — 新增重试策略", "§1.1")
    assert minor.action == "updated" and "Tamarind" in (minor.matched or ""), minor
    plain = RANGES.replace("a new major release (x.0) gets its own entry", "majors too")
    assert _action(plain, "Tamarind 3.0 — 改为事件驱动内核", "§1.1").action == "updated"


def test_a_security_breach_listed_among_incidents_is_filed_apart() -> None:
    """A preamble listing `security breaches` among the incidents it files apart: a title saying
    a product's registry served a malicious package (in Chinese) is such an incident, and a CVE
    one too; the product's other news is still its entry's."""
    kinds = frozenset({"security breaches", "outages"})
    assert contrary.reports_kind("Brinebox 注册表出现恶意插件 — 依赖投毒", kinds)
    assert contrary.reports_kind("Brinebox registry served a backdoored plug-in", kinds)
    assert not contrary.reports_kind("Brinebox 注册表出现恶意插件", frozenset({"outages"}))
    assert not contrary.reports_kind("Brinebox 修复恶意插件检测", kinds)
    assert incidents.states_vulnerability_entries(
        "Incidents (outages, security breaches) are entries of their own."
    )
    breach = _action(RANGES, "Brinebox 注册表出现恶意插件 — 依赖投毒", "§1.2")
    assert breach.action == "inserted", breach
    cve = _action(RANGES, "Wicket 沙箱逃逸 CVE-2030-1234", "§1.1")
    assert cve.action == "inserted", cve
    news = _action(RANGES, "Brinebox 1.4 — 新增签名校验", "§1.2")
    assert news.action == "updated", news
    plain = RANGES.replace("Incidents (outages,\nsecurity breaches) are", "Outages are")
    assert _action(plain, "Brinebox 注册表出现恶意插件 — 依赖投毒", "§1.2").action == "updated"


def test_a_score_said_with_a_verb_of_getting_goes_under_the_benchmark() -> None:
    """`X 在 Bench 2 拿到 71.2%` scores a product where the preamble files scores under the
    benchmark's entry; a verb of getting with no figure (`获得支持`) is no score."""
    doc = (
        "# 智能体活文档\n\n> 约定：一个产品一条；评测成绩一律挂在基准条目下。\n\n"
        "## §1.1 框架\n\n## §1.2 工具\n\n## §1.3 编码\n\n- **Quillon**：终端编码智能体，现行 2.2\n\n"
        "## §1.4 评测\n\n- **Sandbar 终端基准**：多步终端任务，第二代 300 题\n"
    )
    found = _action(doc, "Quillon 2.2 在 Sandbar 2 拿到 58.4%", "§1.3")
    assert found.action == "updated" and "Sandbar" in (found.matched or ""), found
    other = _action(doc, "Quillon 2.3 在 Sandbar 社区获得支持", "§1.3")
    assert "Sandbar" not in (other.matched or ""), other


def test_a_bracketed_release_series_or_kind_before_the_name_is_no_name() -> None:
    """`[1.x] Tracewell — …`, `[v2] Ledgerbench — …`, `[paper] Plumbline — …`: the bracket holds
    the releases the entry covers or its kind, and the name follows it; a bracketed name
    (`[Tracewell] agent tracing`) still is the name."""
    assert lead_name("[1.x] Tracewell — agent tracing and replay.") == "Tracewell"
    assert lead_name("[v2] Ledgerbench — multi-step tasks, 300 items.") == "Ledgerbench"
    assert lead_name("[paper] Plumbline — taxonomy of planning slips.") == "Plumbline"
    assert lead_name("[Tracewell] agent tracing and replay") == "Tracewell"
    doc = RANGES.replace(
        "## §1.4 Reliability\n", "## §1.4 Reliability\n\n1. [1.x] Tracewell — agent tracing.\n"
    )
    found = _action(doc, "Tracewell 支持 OpenMetrics 导出", "§1.4")
    assert found.action == "updated" and "Tracewell" in (found.matched or ""), found


ALIAS = """# 智能体活文档

> 约定：一个产品只立一条。

## §1.1 框架

## §1.2 工具

- **Sextet 校验库**：函数调用参数校验库。

## §1.3 编码

- **白鹭**（Egret，Tarnfield）：国产编码智能体，深度集成 IDE。

## §1.4 评测
"""


def test_a_latin_name_said_to_be_another_kind_is_no_news_of_its_bracketed_namesake() -> None:
    """`Egret 协议库 0.4` says Egret is a library; `**白鹭**（Egret，…）`, going by Egret only in
    its brackets and never saying 库, is a possibility only; `Egret 2.1` (no kind word) and a
    kind its name says (`Sextet 校验库 1.2`) still continue."""
    apart = _action(ALIAS, "Egret 协议库 0.4 — MCP 传输层的 Go 实现", "§1.2")
    assert apart.action == "inserted" and "白鹭" in apart.possibly, apart
    same = _action(ALIAS, "Egret 2.1 — 新增多文件编辑", "§1.3")
    assert same.action == "updated", same
    named = _action(ALIAS, "Sextet 校验库 1.2 — 支持草案 2030", "§1.2")
    assert named.action == "updated", named


def test_a_full_width_abbreviation_the_preamble_defines_is_written_out() -> None:
    """`ＴＬ２ 复核` in full-width letters opens with the short form `TL2` the preamble defines;
    a full-width name it does not define is left as written."""
    defined = {"TL2": "Tallyline 第二代"}
    assert expand_abbreviation("ＴＬ２ 分数复核 — 污染作废", defined).startswith("Tallyline 第二代")
    assert expand_abbreviation("TL2 分数复核", defined).startswith("Tallyline 第二代")
    assert expand_abbreviation("ＱＲ 分数复核", defined) == "ＱＲ 分数复核"


def test_an_entry_named_by_a_short_form_and_its_expansion_takes_the_short_forms_release() -> None:
    """`缩写：RDP = 中继协议` and an entry `**RDP 中继协议**`: `RDP 0.7 — …` is its news (the
    short form alone is only a short name's weight); with no such entry it stays new."""
    doc = (
        "# 智能体活文档\n\n> 约定：一个产品只立一条。缩写：RDP = 中继协议。\n\n"
        "## §1.1 框架\n\n## §1.2 工具\n\n- **RDP 中继协议** 〔活跃〕\n  ：智能体间消息中继协议，0.6 草案。\n\n"
        "## §1.3 编码\n\n## §1.4 评测\n"
    )
    found = _action(doc, "RDP 0.7 — 中继加入优先级队列", "§1.2")
    assert found.action == "updated" and "RDP" in (found.matched or ""), found
    other = doc.replace("**RDP 中继协议**", "**Relaydeck 中继协议**")
    assert _action(other, "RDP 0.7 — 中继加入优先级队列", "§1.2").action == "inserted"


def test_a_latin_name_in_lenticular_brackets_glued_to_chinese_is_read_as_the_name() -> None:
    """`【RDP】协议 0.7 草案` names `**RDP 协议**`; a Chinese tag (`【发布】`) is no name."""
    doc = (
        "# 智能体活文档\n\n> 约定：一个产品只立一条。\n\n"
        "## §1.1 框架\n\n## §1.2 工具\n\n- **RDP 协议** 〔活跃〕\n  ：智能体间消息中继协议。\n\n"
        "## §1.3 编码\n\n## §1.4 评测\n"
    )
    found = _action(doc, "【RDP】协议 0.7 草案：加入优先级队列", "§1.2")
    assert found.action == "updated" and "RDP" in (found.matched or ""), found
    tagged = _action(doc, "【发布】Quillon 0.7 草案", "§1.2")
    assert tagged.action == "inserted", tagged


def test_the_package_name_a_leads_brackets_give_is_the_entrys_other_name() -> None:
    """`**Marten 检索层**（包名 marten-rag）`: the package's release (`marten-rag 1.2.1`) is the
    entry's news; a bracket naming no package (`（基于 marten-rag）`) gives no name."""
    assert lead_aliases("**Marten 检索层**（包名 marten-rag）〔活跃〕") == ("marten-rag",)
    assert lead_aliases("**Marten 检索层**（package: marten-rag）") == ("marten-rag",)
    assert lead_aliases("**Marten 检索层**（基于 marten-rag）") == ()
    doc = (
        "# 智能体活文档\n\n> 约定：一个产品只立一条。\n\n"
        "## §1.1 框架\n\n- **Marten 检索层**（包名 marten-rag）〔活跃〕\n  ：智能体的检索层。\n\n"
        "## §1.2 工具\n\n## §1.3 编码\n\n## §1.4 评测\n"
    )
    found = _action(doc, "marten-rag 1.2.1 — 修复索引泄漏", "§1.1")
    assert found.action == "updated", found


def test_a_title_leading_with_the_new_name_then_the_old_one_renamed_continues_the_old() -> None:
    """`Tern — Ternworks 更名并迁入 Pinefold` reports Ternworks' rename: its entry's news; not
    a rename only planned (`拟更名`)."""
    doc = (
        "# 智能体活文档\n\n> 约定：一个产品只立一条。\n\n"
        "## §1.1 框架\n\n- **Ternworks 编排套件** 〔活跃〕\n  ：多智能体编排套件。\n\n"
        "## §1.2 工具\n\n## §1.3 编码\n\n## §1.4 评测\n"
    )
    found = _action(doc, "Tern — Ternworks 更名并迁入 Pinefold", "§1.1")
    assert found.action == "updated" and "Ternworks" in (found.matched or ""), found
    planned = _action(doc, "Tern — Ternworks 拟更名并迁入 Pinefold", "§1.1")
    assert planned.action == "inserted", planned


def test_a_new_names_first_release_said_after_the_rename_continues_the_old_product() -> None:
    """heldout89: `Ferrokv 0.9 — Kestrel-KV 更名后首个版本` in a document of one entry per product
    (its preamble says so) is the renamed product's release: the old-name entry's news; a
    document giving every release an entry keeps it apart."""
    entry = "- **Ternworks 编排套件** 〔活跃〕\n  ：多智能体编排套件。\n"
    sections = "## §1.2 工具\n\n## §1.3 编码\n\n## §1.4 评测\n"
    one = f"# 智能体活文档\n\n> 约定：一个产品只立一条。\n\n## §1.1 框架\n\n{entry}\n{sections}"
    title = "Ternion 2.1 — Ternworks 更名后首个版本，新增沙箱"
    found = _action(one, title, "§1.1")
    assert found.action == "updated" and "Ternworks" in (found.matched or ""), found
    every = f"# 智能体活文档\n\n> 约定：每个版本一条。\n\n## §1.1 框架\n\n{entry}\n{sections}"
    assert _action(every, title, "§1.1").action == "inserted"


def test_a_short_form_the_preamble_defines_and_the_entry_says_it_goes_by() -> None:
    """heldout89: `缩写：PSD = 风车投机解码（Pinwheel Speculative Decoding）` in the preamble and
    `风车（Pinwheel）·…：投机解码框架（下称 PSD）` in the entry: `PSD 1.2 发布` is its news; the
    preamble's definition alone (the lead not saying it) is not read so."""
    preamble = "> 约定：一个产品一条。\n> 缩写：GSK = 鹳鸟分片守护（Gullwing Shard Keeper）。\n\n"
    sections = "## §1.2 工具\n\n## §1.3 编码\n\n## §1.4 评测\n"

    def doc(lead: str) -> str:
        return f"# 智能体活文档\n\n{preamble}## §1.1 框架\n\n- 🟢 {lead}\n\n{sections}"

    said = doc("鹳鸟（Gullwing）·Brae 实验室：调度内核（下称 GSK），按租户切片。")
    found = _action(said, "GSK 2.0 发布 — 新增抢占", "§1.1")
    assert found.action == "updated", found
    unsaid = doc("鹳鸟（Gullwing）·Brae 实验室：调度内核，按租户切片。")
    assert _action(unsaid, "GSK 2.0 发布 — 新增抢占", "§1.1").action == "inserted"


LINKED = """# tools — notes

Conventions: one entry per product, written `- [Name](link) by Maker: summary`; releases go under
it as `  - Update YYYY-MM-DD: …`. Incidents (outages, data loss, security bugs) get their own
entry in §1.4, written `- **Name incident (Mon D)**: …`.

## §1.1 Frameworks

- [Tamarind](https://github.com/tamarind-dev/tamarind) by Tamarind Dev: workflow engine for agents.

## §1.2 Tools

- [Brinebox](https://brinebox.io) by Saltmarsh Labs: plug-in registry for agent tools.

## §1.3 Coding

## §1.4 Reliability
"""


def test_security_bugs_listed_among_incidents_are_filed_apart() -> None:
    """heldout121: `Incidents (outages, data loss, security bugs) get their own entry`: a security
    finding or a CVE of a product is its own entry, while a release is still the product's
    (its lead `[Name](link) by Maker: summary` read by the link's text)."""
    assert incidents.states_vulnerability_entries(
        "Incidents (outages, security bugs) get their own entry."
    )
    assert incidents.states_vulnerability_entries("Security flaws are entries of their own.")
    bypass = _action(LINKED, "Brinebox 签名校验被恶意插件绕过 — 安全研究披露", "§1.2")
    assert bypass.action == "inserted", bypass
    cve = _action(LINKED, "Tamarind 路径穿越漏洞 CVE-2030-2207", "§1.1")
    assert cve.action == "inserted", cve
    release = _action(LINKED, "Tamarind 2.8 — 新增重试策略", "§1.1")
    assert release.action == "updated" and "Tamarind" in (release.matched or ""), release
    plain = LINKED.replace("Incidents (outages, data loss, security bugs)", "Outages")
    assert _action(plain, "Tamarind 路径穿越漏洞 CVE-2030-2207", "§1.1").action == "updated"


def test_a_benchmark_the_subject_was_scored_on_is_no_second_subject() -> None:
    """heldout121 `X 在 BEIR-Disk 十亿级基准上的第三方评测`: the capitalised name after `在` and
    before a benchmark word and `上` is where X was scored, not another thing the title is
    about; a name after `在` with no benchmark word is still another name."""
    doc = (
        "# 检索活文档\n\n约定：一个产品一条；新版本、评测结果都作为子条目记在产品条目下。\n\n"
        "## §1.1 框架\n\n## §1.2 策略\n\n## §1.3 向量库\n\n"
        "1. **石斑（Grouper）**：磁盘驻留 ANN 索引，单机十亿级。\n\n## §1.4 评测\n"
    )
    scored = _action(doc, "Grouper 在 LOTTE-Scale 百亿级基准上的复现评测", "§1.3")
    assert scored.action == "updated" and "Grouper" in (scored.matched or ""), scored
    board = _action(doc, "Grouper 在 Vecbench 榜单上排名第一", "§1.3")
    assert board.action == "updated", board
    assert names_another("Grouper 在 LOTTE-Scale 百亿级基准上的复现评测", "Grouper") is False
    assert names_another("Grouper 在 LOTTE-Scale 百亿级基准上击败 Marlinx", "Grouper")
    assert names_another("Grouper 在 LOTTE-Scale 上击败 Marlinx", "Grouper")


def test_a_title_led_by_the_maker_announcing_is_news_of_what_it_names() -> None:
    """heldout121 `Basalt Labs 宣布 Quarry 进入维护模式`: a maker and `宣布` (`announces`) before
    the name of a thing an entry goes by whose lead names that maker (`by Saltmarsh Labs`, or
    `Saltmarsh Labs 的…` in Chinese) is that entry's news; a maker the entry never names is not."""
    announced = _action(LINKED, "Saltmarsh Labs 宣布 Brinebox 停止新功能开发", "§1.2")
    assert announced.action == "updated" and "Brinebox" in (announced.matched or ""), announced
    english = _action(LINKED, "Saltmarsh Labs announces Brinebox end of sale", "§1.2")
    assert english.action == "updated", english
    zh = LINKED.replace(
        "- [Brinebox](https://brinebox.io) by Saltmarsh Labs: plug-in registry for agent tools.",
        "1. **盐盒（Brinebox）**：Saltmarsh Labs 的智能体插件注册表。",
    )
    assert _action(zh, "Saltmarsh Labs 宣布 Brinebox 停止新功能开发", "§1.2").action == "updated"
    other = _action(LINKED, "Dunmore AI 宣布 Brinebox 兼容层", "§1.2")
    assert other.action == "inserted", other
