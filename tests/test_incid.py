"""heldout178's remaining incident and name misses (incid): a clause of an entry's lead opening
with a package label and a code span (`pip 包 `x``, `Python package `x``) names the thing by
that package; where the preamble files incidents under the product concerned, an incident
title led by a product word that starts one live entry's name (and no other entry's lead writes
it) is that product's news; a preamble may list the kinds it counts as incidents between dashes
(`Incidents — outages, security flaws, abuse cases — each get their own entry in §1.4`), and a
fraud or impersonation case a product was used in is misuse; a follow-up whose sources cite a
status page's incident id (`…/incidents/INC-4410/postmortem`) continues the one incident entry
citing that id, where incidents have entries of their own; where the preamble keeps one entry
per family, a family's name written with a space for its hyphen or a generation spaced off
(`Marl Vision2 Mini`, `Marl-Vision 2 Mini INT4`) is that family's news; an incident title's closing bracket naming the service concerned
(`（Quoin Diffusion 服务）`) names the product where incidents go under it, as does a maker
publishing the product's incident report (`Tamsin 公布 Quoin Diffusion 3 月 20 日事故报告`); an incident's entry named by a hosted
offering does not keep that offering's other news from its engine's entry; a thing the document
holds no entry of merged into one it holds (`Wickpage 并入 Quiver 主线`) is the latter's news; a board's month naming a product's
latency (`P99 TTFT 压到 180ms`) ranks it, and a relation line naming a board no entry goes by
leaves the result to the product where results go under products. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.document.identity import package_names
from patcher.plan import contrary, incidents
from tests.conftest import brief_text, increment, run

_ZH = (
    "# 影音 · 活文档\n\n"
    "**编辑约定**（新增内容按此放置）：\n\n"
    "- 一个家族一条：同一家族的各代、各尺寸共用家族条目。\n"
    "- 事故、故障、安全漏洞与滥用事件：记在所涉产品的条目下，子条目以“事故：”开头，不单列条目。\n\n"
    "## §1.1 视觉模型\n\n"
    "- **Marl-Vision**（Ostrea Labs，2031-02-01）：图像理解模型家族，当前 Marl-Vision 2。\n"
    "- **Quoin Diffusion XL**（Tamsin Collective，2031-01-10）：开源文生图模型；pip 包 "
    "`quoin-diffusion`。\n"
    "  - 【03-02】quoin-diffusion 2.1 支持 FP8 推理。\n\n"
    "## §1.2 语音\n\n"
    "- **Wren TTS**（Kestrel Audio，2030-11-02）：语音合成家族，当前 Wren TTS 2。\n"
    "- **Halyard ASR**（Gannet Labs，2030-12-01）：流式语音识别家族。\n"
    "- **Echoa Voice**（Brindle，2030-10-01）：声音克隆服务。\n\n"
    "## §1.3 评测\n\n"
    "## §1.4 应用与工具链\n"
)

_EN = (
    "# Imaging — living document\n\n"
    "## How this document is kept\n\n"
    "- **Incidents** — outages, security flaws, abuse cases — each get their own entry in §1.4,"
    " with follow-ups in that incident's History.\n\n"
    "## §1.1 Models\n\n"
    "### Quoin Diffusion XL\n\n"
    "Maker: Tamsin Collective · Released: 2031-01-10\n\n"
    "Open text-to-image model with a large LoRA ecosystem; Python package\n"
    "`quoin-diffusion`. <https://github.com/tamsin/quoin-diffusion>\n\n"
    "#### History\n\n"
    "- **2031-03-02** — quoin-diffusion 2.1 adds FP8 inference.\n\n"
    "## §1.2 Speech\n\n"
    "### Echoa Voice\n\n"
    "Maker: Brindle · Released: 2030-10-01\n\n"
    "Voice cloning service.\n\n"
    "#### History\n\n"
    "- **2031-02-02** — 3-second cloning.\n\n"
    "## §1.3 Evaluation\n\n"
    "## §1.4 Incidents\n"
)


def _first(doc: str, title: str, section: str = "§1.1", extra: str = "") -> tuple[str, str]:
    block = increment(1, title, section=section, extra=extra)
    action = run(doc, brief_text(block)).actions[0]
    return action.action, action.matched or ""


def test_a_clause_opening_with_a_package_label_names_the_thing() -> None:
    """`；pip 包 `quoin-diffusion`` and `; Python package `quoin-diffusion`` open a clause of
    the lead: the thing's own package; a package the thing uses or depends on is not its name."""
    assert package_names("开源文生图模型；pip 包 `quoin-diffusion`。") == ("quoin-diffusion",)
    assert package_names("Open model; Python package\n`quoin-diffusion`.") == ("quoin-diffusion",)
    assert package_names("Open model; PyPI package: `quoin-diffusion`.") == ("quoin-diffusion",)
    assert package_names("推理服务，依赖 pip 包 `torch`。") == ()
    assert package_names("Serving engine built on the Python package `torch`.") == ()


def test_a_title_led_by_the_package_name_continues_the_entry() -> None:
    """`quoin-diffusion 社区 LoRA 下载破千万` is `Quoin Diffusion XL`'s news, in both documents."""
    title = "quoin-diffusion 社区 LoRA 累计下载破 1,000 万"
    action, matched = _first(_ZH, title)
    assert action == "updated" and "Quoin Diffusion XL" in matched, matched
    action, matched = _first(_EN, title)
    assert action == "updated" and "Quoin Diffusion XL" in matched, matched


def test_an_incident_led_by_a_product_word_goes_under_its_product_where_stated() -> None:
    """`Halyard 转写服务故障`, `Echoa 克隆语音冒充客服诈骗案`, `ECHOA voice used in impersonation
    case` where incidents go under the product concerned: the one entry the word starts."""
    for title, entry in (
        ("Halyard 转写服务故障：约 2 小时输出错乱", "Halyard ASR"),
        ("Echoa 克隆语音冒充银行客服诈骗案", "Echoa Voice"),
        ("ECHOA 语音克隆被用于冒充两家银行客服", "Echoa Voice"),
        ("Echoa impersonation case — police report arrests", "Echoa Voice"),
    ):
        action, matched = _first(_ZH, title, section="§1.2")
        assert action == "updated" and entry in matched, (title, matched)
    compared = _ZH.replace(
        "## §1.4", "- **Halyard ASR 超越 Wren TTS 引擎 — 独立流式延迟对比**：三款对比。\n\n## §1.4"
    )  # (an entry about two things is neither's own: the word still starts one product's)
    action, matched = _first(compared, "Halyard 转写服务故障：约 2 小时输出错乱", section="§1.2")
    assert action == "updated" and matched.startswith("title reports trouble of"), matched


def test_an_incident_led_by_a_product_word_stays_new_otherwise() -> None:
    """Not news that is no incident (`Halyard 发布新产品`), not a word two entries start or another lead writes (a
    maker: `Kestrel 语音服务故障` where Kestrel Audio makes Wren TTS), not where incidents get
    entries of their own."""
    assert _first(_ZH, "Halyard 发布视频生成模型", section="§1.2")[0] == "inserted"
    # (a release of a fault-injection tool reports no trouble: `Tripwire 故障注入 2.0`)
    assert _first(_ZH, "Halyard 故障注入 2.0 — 推理服务混沌测试", section="§1.2")[0] == "inserted"
    assert _first(_ZH, "Kestrel 语音服务故障", section="§1.2")[0] == "inserted"
    apart = _ZH.replace(
        "记在所涉产品的条目下，子条目以“事故：”开头，不单列条目", "每起单列条目，放 §1.4"
    )
    assert _first(apart, "Halyard 转写服务故障：约 2 小时输出错乱", section="§1.2")[0] == "inserted"


def test_incident_kinds_listed_between_dashes() -> None:
    """`Incidents — outages, security flaws, abuse cases — each get their own entry`: the
    kinds between the dashes, as between brackets; not a dash clause that is no list."""
    said = (
        "- **Incidents** — outages, security flaws, abuse cases — each get their own entry in §1.4."
    )
    assert {"outages", "security flaws", "abuse cases"} <= incidents.stated_incident_kinds(said)
    assert incidents.stated_incident_kinds("- 事故（宕机、断流）一律另立条目。") >= {"宕机", "断流"}
    plain = "- **Incidents** — each gets its own entry in §1.4 — follow-ups in History."
    assert not incidents.stated_incident_kinds(plain)


def test_a_fraud_case_a_product_was_used_in_is_misuse() -> None:
    """`X 克隆语音冒充银行客服诈骗案`, `X impersonation case`: an event of misuse where the
    preamble lists abuse; not a product against fraud (`X 上线反诈骗检测`)."""
    kinds = frozenset({"abuse cases"})
    assert contrary.names_event("Echoa 克隆语音冒充银行客服诈骗案", kinds)
    assert contrary.names_event("Echoa impersonation case — police report arrests", kinds)
    assert not contrary.names_event("Echoa 上线反诈骗检测", kinds)
    assert not contrary.names_event("Echoa 克隆语音冒充银行客服诈骗案", frozenset({"outages"}))


def test_a_misuse_case_is_filed_where_the_preamble_lists_abuse() -> None:
    """A new misuse case suggested for the product's section goes to §1.4, where the preamble
    files abuse cases one entry each."""
    doc = _EN.replace("## §1.4 Incidents\n", "## §1.4 Incidents\n\n### Old outage\n\nMaker: X\n")
    block = increment(1, "Echoa 克隆语音冒充银行客服诈骗案", section="§1.2")
    action = run(doc, brief_text(block)).actions[0]
    assert (action.action, action.anchor) == ("inserted", "§1.4"), action


_EN_INCIDENT = _EN.replace(
    "## §1.4 Incidents\n",
    "## §1.4 Incidents\n\n"
    "### Quoin API outage (2031-03-20)\n\n"
    "Maker: Tamsin Collective · Date: 2031-03-20\n\n"
    "Generation requests failed for five hours. Sources: status.tamsin.io incident INC-4410.\n\n"
    "#### History\n\n"
    "- **2031-03-20** — Status page opened.\n",
)


def _sourced(title: str, sources: str) -> tuple[str, str]:
    block = (
        f"增量 1：{title}（⭐⭐⭐）\n来源：{sources}\n要点：- 根因：配置回滚失败\n可信度：高\n"
        "建议归入章节：§1.1"
    )
    action = run(_EN_INCIDENT, brief_text(block)).actions[0]
    return action.action, action.matched or ""


def test_a_follow_up_citing_an_incident_id_continues_that_incident() -> None:
    """`3·20 生成中断复盘` from `status.tamsin.io/incidents/INC-4410/postmortem`: the incident
    entry citing INC-4410; not another id, not news that follows up nothing."""
    sources = "status.tamsin.io/incidents/INC-4410/postmortem；inbox/wren/x.md §4"
    action, matched = _sourced("3·20 视频生成中断复盘：根因为调度层配置回滚失败", sources)
    assert action == "updated" and "INC-4410" in matched, matched
    other = sources.replace("4410", "4411")
    assert _sourced("3·20 视频生成中断复盘：根因为调度层配置回滚失败", other)[0] == "inserted"
    assert _sourced("Quoin 3 发布：文字渲染更准", sources)[0] == "inserted"


def test_an_incident_id_finds_no_incident_entry_where_incidents_go_under_products() -> None:
    """Where the preamble files incidents under the product concerned, an entry named as an
    incident (a night's duplicate) is not where the incident is kept."""
    doc = _ZH.replace(
        "## §1.2 语音",
        "- **Quoin 视频生成 API 大面积中断约 5 小时** ⭐⭐⭐（2031-03-20）：生成任务失败。\n"
        "  - 来源：status.tamsin.io 事件 INC-4410\n\n## §1.2 语音",
    )
    block = (
        "增量 1：3·20 视频生成中断复盘：根因为配置回滚失败（⭐⭐⭐）\n"
        "来源：status.tamsin.io/incidents/INC-4410/postmortem\n要点：- 根因\n可信度：高\n"
        "建议归入章节：§1.1"
    )
    action = run(doc, brief_text(block)).actions[0]
    assert "INC-4410" not in (action.matched or ""), action


def test_a_generation_and_tier_of_a_family_spelled_otherwise() -> None:
    """`Marl Vision2 Mini 开放权重`, `Marl-Vision 2 Mini INT4 量化版上架` against `**Marl-Vision**`
    where one entry takes each family; not where the preamble keeps no families, not a point
    release (`Marl-Vision 2.1`: the release rules'), not a name no entry goes by."""
    for title in (
        "Marl Vision2 Mini 开放权重（4B，Apache-2.0）",
        "Marl-Vision 2 Mini INT4 量化版上架",
    ):
        action, matched = _first(_ZH, title)
        assert action == "updated" and "Marl-Vision" in matched, (title, matched)
    plain = _ZH.replace("- 一个家族一条：同一家族的各代、各尺寸共用家族条目。\n", "")
    assert _first(plain, "Marl Vision2 Mini 开放权重（4B，Apache-2.0）")[0] == "inserted"
    assert _first(_ZH, "Marl Optics2 Mini 开放权重")[0] == "inserted"


def test_the_product_an_incident_titles_bracket_or_report_names() -> None:
    """`Tamsin 图像生成 API 大面积中断约 5 小时(Quoin Diffusion 服务)` and `Tamsin 公布 Quoin
    Diffusion XL 3 月 20 日事故报告` where incidents go under the product concerned: its entry;
    not a bracket naming no entry, nor where incidents have entries of their own."""
    for title in (
        "Tamsin 图像生成 API 大面积中断约 5 小时(Quoin Diffusion XL 服务)",
        "Tamsin 公布 Quoin-Diffusion-XL 3 月 20 日事故报告，补偿 2 倍点数",
    ):
        action, matched = _first(_ZH, title)
        assert action == "updated" and "Quoin Diffusion XL" in matched, (title, matched)
    assert _first(_ZH, "Tamsin 图像生成 API 大面积中断约 5 小时(Quoin Edit 服务)")[0] == "inserted"
    apart = _ZH.replace(
        "记在所涉产品的条目下，子条目以“事故：”开头，不单列条目", "每起单列条目，放 §1.4"
    )
    title = "Tamsin 图像生成 API 大面积中断约 5 小时(Quoin Diffusion XL 服务)"
    assert _first(apart, title)[0] == "inserted"


def test_an_offerings_incident_entry_leaves_its_news_to_the_engine() -> None:
    """`Quiver Cloud 上线 Skylark Draft 3 推测解码加速档` where hosted offerings are part of their
    engine's entry and outages have entries of their own, a night having written one named
    `Quiver Cloud 美东区域推理中断约 3 小时`: Quiver's news, not the outage's."""
    import re

    from tests.test_lead175 import _EN as serving

    doc = serving.replace(
        "## §1.3 KV cache",
        "### Skylark Draft — Songbird AI\n\nSpeculative-decoding draft model series.\n\n"
        "Updates:\n\n- 2031-03-01: Skylark Draft 2.\n\n## §1.3 KV cache",
    )
    doc = re.sub(r"### Quiver Cloud 华东.*?(?=### CVE)", "", doc, flags=re.S)
    outage = increment(
        1, "Quiver Cloud 美东区域推理中断约 3 小时（Fletchery 状态页确认）", "§1.4 Reliability"
    )
    first = run(doc, brief_text(outage, date="2031-05-20"))
    assert first.actions[0].action == "inserted", first.actions[0]
    launch = increment(1, "Quiver Cloud 上线 Skylark Draft 3 推测解码加速档", "§1.1 Engines")
    action = run(first.new_text.render(), brief_text(launch, date="2031-05-22")).actions[0]
    assert action.action == "updated" and "sibling" in (action.matched or ""), action


def test_a_thing_merged_into_a_product_is_the_products_news() -> None:
    """`Wickpage 并入 Quiver 主线（quiver.kv.wickpage 模块）`, no entry going by Wickpage:
    Quiver's news; `Pulley 并入 Quiver 主线` with an entry of Pulley's stays Pulley's."""
    from tests.test_lead175 import _EN as serving

    title = "Wickpage 并入 Quiver 主线（quiver.kv.wickpage 模块），独立仓库归档"
    action = run(serving, brief_text(increment(1, title, "§1.1 Engines"))).actions[0]
    assert action.action == "updated" and "Quiver" in (action.matched or ""), action
    title = "Pulley 并入 Quiver 主线，独立仓库归档"
    action = run(serving, brief_text(increment(1, title, "§1.2 Scheduling"))).actions[0]
    assert "Quiver" not in (action.matched or ""), action


def test_a_latency_on_a_board_no_entry_holds_goes_under_the_product() -> None:
    """`PaceBoard 6 月榜：Tern 路由器把 P99 TTFT 压到 180ms` with `已有 PaceBoard 5 月榜` where
    results go under the product measured and no entry goes by PaceBoard: Tern Router's."""
    from tests.test_lead175 import _EN as serving

    doc = serving.replace(
        "## §1.3 KV cache",
        "### Tern Router — Meshwright\n\nMulti-tenant request router.\n\n"
        "Updates:\n\n- 2031-03-01: 1.3 — weighted routing.\n\n## §1.3 KV cache",
    )
    relation = "与活文档现有脉络的关系：已有 PaceBoard 5 月榜（Quiver 第一）；本条是 6 月榜\n"
    title = "PaceBoard 6 月榜：Tern 路由器把 P99 TTFT 压到 180ms"
    action = run(doc, brief_text(increment(1, title, "§1.2 Scheduling", extra=relation))).actions[0]
    assert action.action == "updated" and "Tern Router" in (action.matched or ""), action


def test_an_incident_of_the_makers_platform_stays_new() -> None:
    """Where the product word is also the maker the entry's lead names (`**Gorse ASR**（Gorse
    Labs）`), trouble of the maker's cloud (`Gorse 云华东区全区中断`) is not the product's; the
    product's own trouble led by that word (`Gorse 旧版 v1 API 将于 9-30 停服`) still is."""
    doc = _ZH.replace("- **Halyard ASR**（Gannet Labs，", "- **Gorse ASR**（Gorse Labs，")
    assert _first(doc, "Gorse 云华东区全区中断 2 小时", section="§1.2")[0] == "inserted"
    action, matched = _first(doc, "Gorse 旧版 v1 API 将于 9-30 停服", section="§1.2")
    assert action == "updated" and "Gorse ASR" in matched, matched
