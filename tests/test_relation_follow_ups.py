"""A relation line naming the entry an increment follows up in the briefings' shorter ways:
a bare `续` before a day (`续 5-29 X 条目`), `X 的后续处置` / `昨日 X 的回归问题`, and an
incident cited by its day and product (`续 2027-04-19 Quill 事故条目`) for an entry named
otherwise (`2027-04-19 🔥 **Quill prod-DB wipe**`)."""

from __future__ import annotations

from patcher.plan import incidents
from patcher.plan.evidence import COMMON, NameIndex, Verdict


def index(*leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(convention=lambda: False)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, relation: str, anchor: str = "§1.4") -> Verdict:
    return names.decide(title, relation, [], anchor)


CHROME = ("🆕 2027-05-29 **Chrome Android WebGPU 设备丢失**：长时间推理后页面推理中断", "§1.4")
QUILL = ("2027-04-19 🔥 **Quill prod-DB wipe** (Penwright) — DROP SCHEMA on production", "§1.4")
LEDGER = ("2027-04-19 🔥 **Ledgerly double payment** (Ledgerly) — 9 h outage", "§1.4")
RAVEN = ("**渡鸦SDK 3.3 —— 工具调用重试策略** ⭐⭐⭐（2027-05-13）：失败按错误类型重试", "§1.1")


def test_a_bare_continue_before_a_day_names_the_entry() -> None:
    names = index(CHROME, QUILL)
    title = "Chrome WebGPU「设备丢失」修复进入 Beta"
    taken = decide(names, title, "续 5-29 Chrome Android WebGPU 设备丢失条目；本条是修复进展")
    assert taken.chosen == 0
    # `继续`, `持续` are no `续`; a `续` glued to a word (`续航`) names nothing
    assert decide(names, title, "继续 Chrome Android WebGPU 设备丢失条目").chosen is None
    assert decide(names, title, "续航 Chrome Android WebGPU 设备丢失条目").chosen is None


def test_the_follow_up_or_the_regression_of_a_named_entry() -> None:
    names = index(RAVEN, CHROME)
    title = "Raven Agent SDK 3.3 性能回归 — 重试回灌导致 token 翻倍"
    taken = decide(names, title, "昨日 渡鸦SDK 3.3 的回归问题", "§1.1")
    assert taken.chosen == 0
    # compared with it, or denied: nothing
    assert decide(names, title, "与 渡鸦SDK 3.3 的回归问题不同", "§1.1").chosen is None
    assert decide(names, title, "并非 渡鸦SDK 3.3 的回归问题", "§1.1").chosen is None


def test_an_incident_cited_by_its_day_and_product() -> None:
    names = index(QUILL, LEDGER, CHROME)
    title = "Quill 删库事故官方复盘 — Penwright postmortem"
    assert decide(names, title, "续 2027-04-19 Quill 事故条目").chosen == 0
    assert (
        decide(names, "Quill 2.4 召回 — 暂停自主写库权限", "4-19 Quill 删库事故的后续处置").chosen
        == 0
    )
    # another day, another product, no continuation wording, apart, another section: nothing
    assert decide(names, title, "续 2027-04-20 Quill 事故条目").chosen is None
    assert decide(names, "Penwright 复盘", "续 2027-04-19 Quill 事故条目").chosen is None
    assert decide(names, title, "参见 2027-04-19 Quill 事故").chosen is None
    assert decide(names, title, "4-19 Quill 事故的后续，但另立条目").chosen is None
    assert decide(names, title, "续 2027-04-19 Quill 事故条目", "§1.1").chosen is None


def test_the_day_cited_reading() -> None:
    cited = incidents.cited_by_day("续 2027-04-19 Quill 事故条目", COMMON)
    assert [(c.day, c.words) for c in cited] == [("2027-04-19", ("Quill",))]
    cited = incidents.cited_by_day("4-19 Quill 删库事故的后续处置", COMMON)
    assert [(c.day, c.words) for c in cited] == [("-04-19", ("Quill",))]
    assert incidents.cited_by_day("续 4-19 删库事故条目", COMMON) == []  # no product named


def test_a_paper_about_the_entrys_paper_continues_it_when_the_line_says_so() -> None:
    """An audit paper of its own (`arxiv:2705.06120`) about a benchmark whose entry holds
    `arxiv:2310.06770`: the relation line saying it updates that entry and citing that id as
    the original makes it the entry's news; without the line it is another paper."""
    names = NameIndex(convention=lambda: False)
    names.add(
        "**SWE-bench Verified**（arXiv:2310.06770）— 500 道人工核验任务",
        "§1.3",
        ["arxiv:2310.06770"],
    )
    title = "SWE-bench Verified 污染审计 —— 17% 任务存在训练集泄漏"
    own = ["arxiv:2705.06120"]
    line = "SWE-bench Verified 条目更新(数据污染);arXiv:2310.06770 原基准"
    assert names.decide(title, line, own, "§1.3").chosen == 0
    assert names.decide(title, "", own, "§1.3").chosen is None
    background = "背景：arXiv:2310.06770 原基准；本条是新论文"
    assert names.decide(title, background, own, "§1.3").chosen is None


def test_a_successor_is_no_follow_up() -> None:
    names = NameIndex(convention=lambda: False)
    names.add("**Foo 2.0** — agent runtime（2027-04-01）", "§1.1", [])
    taken = names.decide("Foo 2.0 回滚修复", "本条是 Foo 2.0 的后续", [], "§1.1")
    assert taken.chosen == 0
    successor = names.decide("Foo 2.1 发布", "本条是 Foo 2.0 的后续版本", [], "§1.1")
    assert successor.chosen is None


def test_a_new_paper_beside_the_entrys_is_still_another_paper() -> None:
    names = NameIndex(convention=lambda: False)
    names.add("**Ostrakon**（arXiv:2601.00001）— 稀疏注意力", "§1.3", ["arxiv:2601.00001"])
    own = ["arxiv:2605.00002"]
    for line in (
        "已有 Ostrakon（arXiv:2601.00001）条目；本条是新论文",
        "已有 Ostrakon 条目；arXiv:2601.00001 原论文",  # no update said
    ):
        assert names.decide("Ostrakon 稀疏注意力扩展", line, own, "§1.3").chosen is None, line


def test_the_next_version_of_the_same_metric_with_a_new_id() -> None:
    names = NameIndex(convention=lambda: False)
    names.add("**RFI**（检索忠实度指数，arXiv:2701.08834）— 评测指标", "§1.3", ["arxiv:2701.08834"])
    line = (
        "再次确认 §1.3 的 RFI 指标体系（v1 arXiv:2701.08834）；v2 是同一指标的第二版，新 arXiv 号"
    )
    verdict = names.decide("RFI v2 — 引入引用粒度打分", line, ["arxiv:2704.00917"], "§1.3")
    assert verdict.chosen == 0


PRISM = (
    "**棱镜量化 PrismQuant — 对标 GlassQuant 的 W4A8 工具包** ⭐⭐⭐（2029-07-04）：新开源量化工具包",
    "§1.3",
)


def test_an_entry_the_line_says_was_created_on_a_day_is_no_ask_for_a_new_one() -> None:
    """`续 7-4 新建的棱镜量化条目` tells when the entry it continues was made (`新建的`, after a
    day, `同日`, `此前`): no ask for an entry of the increment's own, as `建议新建…条目` is."""
    from patcher.plan.evidence.relations import asks_apart

    assert not asks_apart("续 7-4 新建的棱镜量化条目")
    assert not asks_apart("续 NB-200 推理卡（同日新建条目）")
    assert not asks_apart("8-03 新建的 Lumen Probe 条目的后续版本")
    assert asks_apart("活文档尚无 2.4.1 条目，建议新建独立条目")
    assert asks_apart("本条是一次生产事故复盘，建议在 §1.4 新建事故条目")
    names = index(PRISM)
    title = "PrismQuant 新增 Hopper FP8 校准路径"
    assert decide(names, title, "续 7-4 新建的棱镜量化条目", "§1.3").chosen == 0
    assert decide(names, title, "建议新建独立条目", "§1.3").chosen is None


JIYUN = (
    "**霁云推理服务 GA 发布**（2029-10-12）：霁云（Jiyun Inference Service）无服务器推理，按秒计费",
    "§1.1",
)
HALYARD_LAUNCH = ("**升帆 Halyard 2.4 LTS 发布**（2029-09-01）：长期支持版", "§1.1")


def test_a_chinese_name_the_line_names_is_the_entry_written_from_its_launch() -> None:
    """`霁云推理服务 条目更新` names the entry a night wrote from the launch's title
    (`**霁云推理服务 GA 发布**`): its name is the Chinese name and the launch words (`发布`,
    `GA 发布`, `正式发布`, `上线`), not another thing. Not a name that is only a start of the
    entry's (`霁云` of `霁云推理服务 GA 发布`), nor one entry of two so named."""
    names = index(JIYUN, HALYARD_LAUNCH)
    title = "霁云推理服务更名为 JetFlow Serve（霁流）"
    relation = "霁云推理服务 条目更新：产品更名，功能不变"
    assert decide(names, title, relation, "§1.1").chosen == 0
    assert decide(names, "霁云更名为 JetFlow Serve", "霁云 条目更新", "§1.1").chosen is None
    two = index(JIYUN, ("**霁云推理服务 正式发布**（2029-10-20）：全量开放", "§1.1"))
    assert decide(two, title, relation, "§1.1").chosen is None
