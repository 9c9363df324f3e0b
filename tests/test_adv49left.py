"""What adversarial pass 49 left (tests/data/adversarial49), its general causes, with names and
wordings of their own: a preamble filing a product's incidents under it and cloud service
outages apart (the narrower outage clause decides an outage's title); a cloud region that is
a word of an entry's name (`X eu-central` beside `X`); another region's outage beside a
region-named outage entry; a `Products:` line after a heading entry's description paragraph
(a product with a heading of its own left to it); a finder of two words before `披露`; an
outage-only clause that files no data loss apart, and trouble `after the 1.2 upgrade`; a
heading entry's description ending in a bracketed Chinese name."""

from __future__ import annotations

from patcher.document.identity import products_line
from patcher.plan import versions
from tests.conftest import brief_text, increment, run

_ZH = (
    "# 写作工具 · 活文档\n\n"
    "> 约定：一品牌一条，品牌的 CLI 与云版都记在品牌条目下。产品缺陷与事故写在产品条目上，"
    "不单独立条；云服务宕机单独立条，记在 §1.4。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Marlpit** — Ossory 的写作助手品牌，含 Marlpit CLI 与 Marlpit 云版。\n"
    "  - 2038-03-02 — Marlpit CLI 1.2 发布\n\n"
    "## §1.2 工具与应用\n\n"
    "- **Quenby ap-east** — Harl 面向亚太客户的主权云检索平台，独立运营。\n"
    "- **Quenby** — 检索平台（Harl）；现行 2.3。\n"
    "- **Oriel** — 改写模型（Fenwick 公司）。\n\n"
    "## §1.3 论文\n\n"
    "## §1.4 宕机\n\n"
)

_EN = (
    "# Serving vendors — living document\n\n"
    "Conventions: one entry per vendor; each vendor's products are listed on its `Products:` "
    "line, and their releases, bugs and incidents are dated lines under the vendor's entry. "
    "Cloud service outages get their own entry in §1.4, named `Outage: …`.\n\n"
    "## §1.1 Vendors\n\n"
    "### Tarnbeck\n\n"
    "Tarnbeck's serving stack.\n\n"
    "Products: Wexley (inference server), Holloway (vector store)\n\n"
    "- 2038-03-02 — Wexley 2 released\n\n"
    "### Holloway\n\n"
    "Vector store, spun off from Tarnbeck; its news is filed here.\n\n"
    "- 2038-04-06 — Holloway 3.0 released\n\n"
    "### Pellow\n\n"
    "Pellow's SDK and the Pellow Hub hosted runtime, one product family.\n\n"
    "- 2038-04-20 — Pellow Hub 1.4 released\n\n"
    "### Yunshan\n\n"
    "Serverless embedding on Yunshan Cloud (云杉向量服务).\n\n"
    "- 2038-04-28 — Yunshan Cloud GA\n\n"
    "## §1.2 Tools\n\n"
    "## §1.3 Papers\n\n"
    "## §1.4 Outages\n\n"
    "### Outage: Wexley ap-south (2038-04-19)\n\n"
    "Wexley's hosted API down in ap-south for two hours.\n\n"
    "- 2038-04-20 — Tarnbeck promises a postmortem\n"
)


def _action(doc: str, title: str, section: str) -> tuple[str, str]:
    """What the increment did and, where it updated one, the entry's first line (its bullet,
    or the `###` heading above the line written)."""
    report = run(doc, brief_text(increment(1, title, section=section), date="2038-05-02"))
    (action,) = report.actions
    if action.action != "updated" or not action.line:
        return action.action, ""
    lines = report.new_text.render().split("\n")
    above = (lines[n] for n in range(action.line - 1, -1, -1))
    top = "### " if doc is _EN else "- "  # (its entries are headings: the dated lines are not)
    return action.action, next(ln for ln in above if ln.startswith(top))


def test_the_outage_clause_is_read_apart_from_the_incidents_under_rule() -> None:
    """`云服务宕机单独立条` gives cloud outages entries of their own (`Cloud service outages get
    their own entry` too); what is left of the preamble, `事故写在产品条目上，不单独立条`, files no
    other incident apart."""
    preamble = _ZH.split("## §1.1")[0]
    assert versions.states_service_outages_apart(preamble)
    assert versions.states_service_outages_apart(_EN.split("## §1.1")[0])
    assert "云服务宕机" not in versions.without_service_outages(preamble)
    assert not versions.states_service_outages_apart("产品缺陷与事故写在产品条目上，不单独立条。")


def test_a_cloud_outage_goes_apart_where_product_incidents_go_under_the_product() -> None:
    """`Marlpit 云版 6·02 宕机` is a new outage entry, not news of the brand: the narrower
    clause (`云服务宕机单独立条`) decides it; a bug of the brand's CLI stays the brand's."""
    assert _action(_ZH, "Marlpit 云版 6·02 宕机", "§1.4 宕机")[0] == "inserted"
    action = _action(_ZH, "Marlpit CLI 1.2.1 修复补全缓存损坏", "§1.1 框架格局")
    assert action[0] == "updated" and "Marlpit" in action[1], action


def test_a_region_that_is_a_word_of_an_entrys_name_is_kept() -> None:
    """`Quenby ap-east 新增审计日志` is news of `**Quenby ap-east**` (the region a word of its
    name); `Quenby eu-west 查询变慢` is Quenby's (the place the trouble was)."""
    action = _action(_ZH, "Quenby ap-east 新增审计日志", "§1.2 工具与应用")
    assert action[0] == "updated" and "Quenby ap-east" in action[1], action
    action = _action(_ZH, "Quenby eu-west 区域查询变慢（2.3.1 已修复）", "§1.2 工具与应用")
    assert action[0] == "updated" and "**Quenby** —" in action[1], action


def test_another_regions_outage_is_another_incident() -> None:
    """`Wexley us-west outage` does not continue `Outage: Wexley ap-south (…)`; that outage's
    postmortem does."""
    assert _action(_EN, "Wexley us-west outage", "§1.4 Outages")[0] == "inserted"
    action = _action(_EN, "Wexley ap-south outage postmortem (04-19)", "§1.4 Outages")
    assert action[0] == "updated" and "ap-south" in action[1], action


def test_a_products_line_after_the_description_paragraph() -> None:
    """The `Products:` line is read anywhere in the heading entry's first block (not past a
    list item); a listed product with a heading of its own is left to that heading."""
    lines = _EN.split("\n")
    first = lines.index("### Tarnbeck")
    end = lines.index("### Holloway")
    assert products_line(lines, first + 1, end) == ("Wexley",)
    assert products_line(["### X", "", "- 2038 — y", "Products: Z"], 1, 4) == ()
    action = _action(_EN, "Wexley 2.1 leaks memory on long prompts", "§1.1 Vendors")
    assert action[0] == "updated" and "Tarnbeck" in action[1], action
    action = _action(_EN, "Holloway 3.1 adds hybrid search", "§1.1 Vendors")
    assert action[0] == "updated" and "### Holloway" in action[1], action


def test_a_finder_of_two_words_discloses_another_products_flaw() -> None:
    """`Harl Labs 披露 Oriel 提示注入漏洞` is Oriel's, where incidents go under the product."""
    action = _action(_ZH, "Harl Labs 披露 Oriel 提示注入漏洞", "§1.1 框架格局")
    assert action[0] == "updated" and "Oriel" in action[1], action


def test_a_data_loss_is_no_cloud_outage() -> None:
    """`Pellow reports Pellow Hub data loss after the 1.4 upgrade` is the family's news: the
    preamble files only cloud outages apart, and the release is when the loss began."""
    title = "Pellow reports Pellow Hub data loss after the 1.4 upgrade"
    action = _action(_EN, title, "§1.1 Vendors")
    assert action[0] == "updated" and "Pellow" in action[1], action


def test_a_heading_descriptions_bracketed_chinese_name() -> None:
    """`云杉向量服务 新增 Oriel 模型` is news of `### Yunshan`, whose description ends `on
    Yunshan Cloud (云杉向量服务).`"""
    action = _action(_EN, "云杉向量服务 新增 Oriel 模型", "§1.1 Vendors")
    assert action[0] == "updated" and "Yunshan" in action[1], action


def test_a_vendors_launch_with_an_appositive_under_a_vendors_titled_document() -> None:
    """`Tarnbeck launches Quillon, a model router` is news of `### Tarnbeck`: the document's
    title (`# Serving vendors — …`) names no other's rule beside `one entry per vendor`, and
    what follows the comma says what Quillon is."""
    assert versions.states_vendor_entries(_EN.split("## §1.1")[0])
    action = _action(_EN, "Tarnbeck launches Quillon, a model router", "§1.1 Vendors")
    assert action[0] == "updated" and "Tarnbeck" in action[1], action


_MAJORS = (
    "# 检索 · 活文档\n\n"
    "> 约定：开源框架主版本号变更（如 1.x → 2.0）另立新条。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Sorrelby 3** — 开源检索框架（Ashfell），3.x 系列；现行 3.2。\n"
    "  - 2038-03-10 — 3.2 发布：混合检索\n"
    "- **Sorrelby 2** — 开源检索框架（Ashfell），2.x 系列，维护中。\n\n"
    "## §1.2 工具与应用\n\n"
    "## §1.3 论文\n\n"
    "## §1.4 事故\n\n"
)


def test_a_bare_product_name_beside_its_major_lines_is_the_current_lines() -> None:
    """`Sorrelby 发布 Oriel 适配插件` goes to `**Sorrelby 3**`, the newest of the major lines
    the preamble opens an entry for; `Sorrelby 2.9.1` stays on its own line."""
    action = _action(_MAJORS, "Sorrelby 发布 Oriel 适配插件", "§1.1 框架格局")
    assert action[0] == "updated" and "**Sorrelby 3**" in action[1], action
    action = _action(_MAJORS, "Sorrelby 2.9.1 — 修复索引损坏", "§1.1 框架格局")
    assert action[0] == "updated" and "**Sorrelby 2**" in action[1], action
