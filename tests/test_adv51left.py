"""adversarial51's general causes (adv51left): a customer a line's history names is not a
thing of the line, a past word in an aside does not make the clause's rule past, a guard
bypass is a security flaw, English round wording ranks a product on a board, an outage word
glued to a short noun, and the misses (a verdict on a filed incident where incidents are
apart, a CVE flaw report where flaws go under the product, an English follow-up of an incident
named in spaced words, a short form a dated history line gives). Names and wordings are new,
not the set's."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_LINES = (
    "# Audio — living document\n\n"
    "{pre}"
    "## §1.1 Models and apps\n\n"
    "### Heron 4\n"
    "Pell Labs' text-to-speech model, fourth generation.\n"
    "- 2041-02-10: 4.0 released.\n"
    "- 2041-03-02: Quill Memo, Pell's note-taking app, launched on Heron 4.\n"
    "- 2041-04-10: Marrow Insurance, an early enterprise customer, moved its IVR to Heron 4.\n"
    "- 2041-05-01: 4.2 adds emotion tags.\n\n"
    "### Packet Relay Toolkit v3\n"
    "Pell's audio streaming toolkit, third generation.\n"
    "- 2041-03-20: Commonly abbreviated PRT.\n"
    "- 2041-04-15: v3.1 released.\n\n"
    "## §1.2 Benchmarks\n\n"
    "### ChoirArena\n"
    "Pairwise blind-vote arena for speech models (Elo). Model scores are kept on the models'"
    " entries.\n"
    "- 2041-01-12: opened.\n\n"
    "## §1.3 Papers\n\n"
    "## §1.4 Incidents\n\n"
)
_PRE = (
    "Conventions: one `### ` entry per product generation or incident. Each incident gets its"
    " own entry in §1.4.\n\n"
)


def _actions(doc: str, *blocks: str) -> list[tuple[str, str]]:
    report = run(doc, brief_text(*blocks, date="2041-06-02"))
    return [(a.action, a.matched or "") for a in report.actions]


def test_a_customer_a_lines_history_names_is_not_its_thing() -> None:
    """An item opening on a name whose apposition calls it a customer (`Marrow Insurance, an
    early enterprise customer, moved its IVR to Heron 4`) records a user of the line, not a
    thing of it: the customer's own launch is new; the app the history records stays."""
    doc = _LINES.replace("{pre}", _PRE)
    title = "Marrow Insurance launches Marrow Voice, a claims assistant"
    [(action, _)] = _actions(doc, increment(1, title, "§1.1"))
    assert action == "inserted"
    [(action, matched)] = _actions(doc, increment(1, "Quill Memo adds offline mode", "§1.1"))
    assert action == "updated" and "Heron 4" in matched, matched


def test_a_past_word_in_an_aside_leaves_the_rule_now() -> None:
    """`Security advisories, formerly logged under the affected product, get their own entry`:
    `formerly` qualifies the aside's old home; the clause's own verb states the rule now, so
    an advisory's fix is filed apart."""
    pre = (
        "Conventions: one `### ` entry per product generation or incident. Security advisories,"
        " formerly logged under the affected product, get their own entry in §1.4.\n\n"
    )
    doc = _LINES.replace("{pre}", pre)
    title = "Heron 4.2.1 patches a speaker-verification vulnerability"
    [(action, _)] = _actions(doc, increment(1, title, "§1.4"))
    assert action == "inserted"


def test_a_guard_bypass_is_a_security_flaw() -> None:
    """A fix of a bypass of a security guard (`fixes a voice-cloning guard bypass`, `an auth
    bypass`) is an advisory's news where advisories get their own entry."""
    doc = _LINES.replace(
        "{pre}",
        "Conventions: one `### ` entry per product generation or incident. Security advisories"
        " get their own entry in §1.4.\n\n",
    )
    for title in (
        "Heron 4.2.1 fixes a consent-check guard bypass",
        "Heron 4.2.2 fixes an auth bypass",
    ):
        [(action, _)] = _actions(doc, increment(1, title, "§1.4"))
        assert action == "inserted", title


def test_a_cve_flaw_report_goes_under_the_product_where_flaws_are_logged_there() -> None:
    """`Security flaws and their fixes are logged under the affected product.`: a flaw's first
    report with its CVE (no fix, no release) is the affected product's news, though the
    incident entries are apart."""
    pre = (
        "Conventions: one `### ` entry per product generation or incident. Security flaws and"
        " their fixes are logged under the affected product. Each incident gets its own entry"
        " in §1.4.\n\n"
    )
    doc = _LINES.replace("{pre}", pre).replace(
        "## §1.4 Incidents\n\n",
        "## §1.4 Incidents\n\n### Incident: Pell API outage (2041-04)\nFour-hour outage.\n\n"
        "### Incident: Tarn region outage (2041-05)\nTwo-hour outage.\n",
    )
    title = "Heron 4.2 speaker-verification bypass (CVE-2041-30012)"
    [(action, matched)] = _actions(doc, increment(1, title, "§1.4"))
    assert action == "updated" and "Heron 4" in matched, matched


def test_an_english_round_of_a_board_ranks_a_product() -> None:
    """A round the board's name leads (`ChoirArena week 20 — …`, `ChoirArena round 8: …`), its
    product ranked in English words (`first at`, `ranks first with`, `tops the board`), goes
    on the product where the board's entry keeps scores on the models' entries."""
    doc = _LINES.replace("{pre}", _PRE)
    for title in (
        "ChoirArena week 20 — Heron 4.2 first at 1,311 Elo",
        "ChoirArena week 21 — Heron 4.2 ranks first with 1,320 Elo",
        "ChoirArena round 8: Heron 4.2 tops the board",
    ):
        [(action, matched)] = _actions(doc, increment(1, title, "§1.2"))
        assert action == "updated" and "Heron 4" in matched, (title, matched)
    [(action, matched)] = _actions(doc, increment(1, "ChoirArena adds a music track", "§1.2"))
    assert action == "updated" and "ChoirArena" in matched, matched


_ZH = (
    "# 语音 · 活文档\n\n"
    "{pre}"
    "## §1.1 语音产品\n\n"
    "- **Tanhe**（Pell 公司，2041-01-09）：会议转写工具。\n"
    "  - 2041-05-06 续：新增多人分轨导出。\n\n"
    "## §1.2 评测与榜单\n\n"
    "## §1.3 论文\n\n"
    "## §1.4 事故与安全\n\n"
)


def test_an_outage_word_after_a_short_noun_is_an_outage() -> None:
    """`中断` after a short noun, then how long it lasted (`云同步中断约 3 小时`), says an outage
    as `…服务中断` does: where the preamble is silent on incidents and the briefing files it in
    the incidents' section, the product's entry is a possibility only; a feature about
    interruptions (`支持同步中断后自动续传`) stays the product's."""
    doc = _ZH.replace("{pre}", "> 约定：每个产品一条，新版本写成条目下的日期子项。\n\n")
    [(action, _)] = _actions(doc, increment(1, "Tanhe 云同步中断约 3 小时", "§1.4 事故与安全"))
    assert action == "inserted"
    title = "Tanhe 新版支持同步中断后自动续传"
    [(action, matched)] = _actions(doc, increment(1, title, "§1.1 语音产品"))
    assert action == "updated" and "Tanhe" in matched, matched


def test_a_verdict_follows_its_incident_where_incidents_are_apart() -> None:
    """Where the preamble files incidents apart, a court's verdict on a case the incident's
    entry names (`Tanhe 冒名诈骗案二审维持原判` for `**Tanhe 冒名诈骗事件**`) is that entry's
    news the more so; another case of the product (`Tanhe 商标侵权案`) is not."""
    pre = "> 约定：每个产品一条；事故与安全问题单列于 §1.4，每个问题一条。\n\n"
    doc = _ZH.replace("{pre}", pre) + (
        "- **Tanhe 冒名诈骗事件**（2041-04-22）：诈骗团伙用 Tanhe 转写稿冒名骗取转账，一审已判。\n"
    )
    title = "Tanhe 冒名诈骗案二审维持原判"
    [(action, matched)] = _actions(doc, increment(1, title, "§1.4 事故与安全"))
    assert action == "updated" and "冒名诈骗事件" in matched, matched
    [(action, _)] = _actions(doc, increment(1, "Tanhe 商标侵权案一审宣判", "§1.4 事故与安全"))
    assert action == "inserted"


def test_an_english_follow_up_finds_an_incident_named_in_spaced_words() -> None:
    """An English follow-up (`postmortem`) whose head writes an incident entry's name in
    spaced words or hyphened (`Kelso 2 region outage postmortem published` for `### Incident:
    Kelso-2 region outage (2041-04)`) is that incident's; another region's number is not."""
    doc = _LINES.replace("{pre}", _PRE).replace(
        "## §1.4 Incidents\n\n",
        "## §1.4 Incidents\n\n### Incident: Kelso-2 region outage (2041-04)\n"
        "Six-hour outage of Brannock Cloud's Kelso-2 region.\n"
        "- 2041-04-11: outage; root cause not published.\n",
    )
    for title in (
        "Kelso 2 region outage postmortem published",
        "Kelso-2 region outage postmortem: a bad config push",
    ):
        [(action, matched)] = _actions(doc, increment(1, title, "§1.4"))
        assert action == "updated" and "Kelso-2" in matched, (title, matched)
    [(action, _)] = _actions(doc, increment(1, "Kelso 3 region outage postmortem", "§1.4"))
    assert action == "inserted"


def test_a_dated_history_line_gives_a_short_form() -> None:
    """A heading entry's first dated history line (`- 2041-03-20: Commonly abbreviated PRT.`)
    gives the entry its short form as an undated sub-item would; a patch of the generation
    (`PRT 3.1.2`) continues the generation's entry (`v3`)."""
    doc = _LINES.replace("{pre}", _PRE)
    [(action, matched)] = _actions(doc, increment(1, "PRT 3.1.2 fixes a reconnect loop", "§1.1"))
    assert action == "updated" and "Packet Relay Toolkit" in matched, matched


def test_an_outage_is_not_another_incidents_news() -> None:
    """`中断 47 分钟` of a product whose one incident entry reports another symptom
    (`… 流式截断事故`), where incidents are apart one each: another incident, a new entry."""
    pre = "> 约定：每个产品一条；事故与服务中断在 §1.4 单独立条（一次事故一条）。\n\n"
    doc = _ZH.replace("{pre}", pre).replace(
        "- **Tanhe**（Pell 公司，2041-01-09）：会议转写工具。\n",
        "- **Tanhe Serve**（Pell AI）：会议转写服务层；当前 0.9.4，Pell 另提供托管端点\n",
    ) + (
        "- **Tanhe Serve 0.9.3 转写截断事故**（Pell AI）：05-12 起长录音在 2 小时处被截断，05-19 由 0.9.4 修复\n"
    )
    title = "Pell 托管 Tanhe Serve 端点中断 47 分钟（06-01）"
    [(action, matched)] = _actions(doc, increment(1, title, "§1.4 事故与安全"))
    assert action == "inserted", matched
