"""heldout198's general causes (lead198): a benchmark's own entry saying where its scores are
kept (`Model scores are kept on the models' entries.`), an arena described by its votes
(`Pairwise blind-vote arena … (Elo)`) being a board, a generation an entry already took, an
app or a paper a line's own history records, a code release of a listed paper, and a verdict
on an incident's case. The names and wordings are new, not the set's."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_EN = (
    "# Multimodal — living document\n\n"
    "Conventions: see README.md. One `### Name` entry per model generation; a one-line"
    " description, then a dated history list, newest last.\n\n"
    "## §1.1 Models and products\n\n"
    "### Pelagic-VL 3\n"
    "Harrowgate AI's closed vision-language model, third generation.\n"
    "- 2039-03-11: 3.0 released.\n"
    "- 2039-07-19: 3.2 released, 40-minute video input.\n\n"
    "### Sorrel-Omni 1\n"
    "Sorrel Institute's any-to-speech omni model, first generation.\n"
    "- 2039-04-20: 1.0 released.\n"
    "- 2039-06-28: 1.5 released with public API.\n\n"
    "## §1.2 Speech and audio\n\n"
    "### Parley-Live\n"
    "Sorrel's full-duplex voice assistant; barge-in response 220 ms.\n"
    "- 2039-05-15: launched.\n\n"
    "## §1.3 Benchmarks and research lines\n\n"
    "### VistaGauge\n"
    "Monthly multimodal-understanding benchmark (10 weighted sub-tasks). Model scores are kept"
    " on the models' entries.\n"
    "- 2039-01-08: v1.\n\n"
    "### ChorusArena\n"
    "Pairwise blind-vote arena for multimodal models (Elo), image and video tracks.\n"
    "- 2039-05-21: opened.\n\n"
    "## §1.4 Policy and cross-vendor safety\n"
)


def _actions(doc: str, *blocks: str) -> list[tuple[str, str]]:
    report = run(doc, brief_text(*blocks, date="2039-09-02"))
    return [(a.action, a.matched or "") for a in report.actions]


def test_a_boards_entry_saying_scores_are_kept_on_the_models() -> None:
    """A board's round topped by one model goes on that model's generation entry where the
    board's own entry says its scores are kept on the models' entries."""
    title = "VistaGauge 8 月榜 — Sorrel-Omni 1.5 以 72.4 分登顶"
    [(action, matched)] = _actions(_EN, increment(1, title, "§1.3 评测、榜单与论文"))
    assert action == "updated" and "Sorrel-Omni 1" in matched, matched


def test_the_boards_own_news_stays_on_the_board() -> None:
    """News of the board itself (a new track) stays on the board's entry."""
    title = "ChorusArena 新增语音对战赛道"
    [(action, matched)] = _actions(_EN, increment(1, title, "§1.3 评测、榜单与论文"))
    assert action == "updated" and "ChorusArena" in matched, matched


def test_an_arena_ranked_by_votes_is_a_board() -> None:
    """`Pairwise blind-vote arena … (Elo)` says a board: a product first on it is the
    product's news where the scores are kept on the models."""
    title = "ChorusArena 语音赛道首周 —— Parley-Live 以 1,162 Elo 排第一"
    [(action, matched)] = _actions(_EN, increment(1, title, "§1.3 评测、榜单与论文"))
    assert action == "updated" and "Parley-Live" in matched, matched


_ZH = (
    "# multimodal · 活文档\n\n"
    "> 编辑约定见 README.md。条目形如 `- **名称**（厂商，首次锚定日期）：一句话`，更新写作子条目。\n\n"
    "## §1.1 多模态模型格局\n\n"
    "- **Sorrel-Omni**（索雷研究院，2039-04-20）：任意模态输入、文本与语音输出的 omni 模型家族；"
    "Sorrel-Omni 1.5 于 2039-06-28 发布，开放 API。\n"
    "- **Pelagic-VL**（岚湾智能，2039-03-11）：岚湾闭源视觉语言模型家族。\n\n"
    "## §1.2 语音与音视频管线\n\n"
    "## §1.3 评测、榜单与论文\n\n"
    "## §1.4 可靠性、安全与事故\n\n"
    "- **Pelagic API 图像上传故障（2039-08-21）**：图像上传接口约 3 小时返回 503。\n"
)


def test_a_generation_the_entry_took_takes_its_release() -> None:
    """`SorrelOmni 2 正式版上线` continues the family entry a night already wrote `Sorrel-Omni 2
    预览版` under; an outage naming the generation is not thereby its news."""
    preview = brief_text(
        increment(1, "Sorrel-Omni 2 预览版 — 端到端音视频输入", "§1.1"), date="2039-09-04"
    )
    report = run(
        _ZH,
        preview,
        brief_text(
            increment(1, "SorrelOmni 2 正式版上线 — API 全量开放", "§1.1"), date="2039-09-07"
        ),
    )
    actions = [(a.action, a.matched or "") for a in report.actions]
    assert all(a == "updated" and "Sorrel-Omni" in m for a, m in actions), actions
    report = run(
        _ZH,
        preview,
        brief_text(
            increment(1, "SorrelOmni 2 上线首日 API 5xx —— 持续约 47 分钟", "§1.4"),
            date="2039-09-07",
        ),
    )
    assert report.actions[1].action == "inserted", report.actions[1]


_LINES = (
    "# Multimodal — living document\n\n"
    "Conventions: see README.md.\n\n"
    "## §1.1 Models and products\n\n"
    "### Ravenmotion 2\n"
    "Corbel Labs' text-to-video model, second generation.\n"
    "- 2039-05-02: released.\n"
    "- 2039-06-18: Kestrel Studio, Corbel's video-editing app (iOS/Web), launched on Ravenmotion 2.\n"
    "- 2039-08-09: 2.3 adds first/last-frame control; faster than Dovetail Video.\n\n"
    "## §1.2 Speech and audio\n\n"
    "## §1.3 Benchmarks and research lines\n\n"
    "### Visual tokenizers\n"
    "Discrete image/video tokenizers.\n"
    "- 2039-07-22: PixTok (arXiv:3807.11842), 256 tokens per 1024² image.\n\n"
    "### Document layout\n"
    "Layout and reading-order modelling for documents.\n"
    "- 2039-06-30: PageGraph (arXiv:3806.22719), layout as a graph.\n\n"
    "## §1.4 Policy and cross-vendor safety\n\n"
    "## arXiv Index\n\n"
    "- 3806.22719 — PageGraph (§1.3, Document layout)\n"
    "- 3807.11842 — PixTok (§1.3, Visual tokenizers)\n"
)


def test_an_app_its_models_history_records_goes_there() -> None:
    """An app no entry is named by, whose launch a model entry's history records (`Kestrel
    Studio, … app, launched on Ravenmotion 2`), is that entry's news; a name a history item
    mentions only in passing (`faster than Dovetail Video`) is not."""
    title = "Kestrel Studio 上架 iPad 版 —— 支持逐帧标注"
    [(action, matched)] = _actions(_LINES, increment(1, title, "§1.1"))
    assert action == "updated" and "Ravenmotion 2" in matched, matched
    [(action, _)] = _actions(_LINES, increment(1, "Dovetail Video 3 发布 — 4K 输出", "§1.1"))
    assert action == "inserted"


def test_a_follow_up_paper_joins_its_predecessors_line() -> None:
    """A new paper named as the numbered successor (`PixTok-2`) of a paper a research line's
    history cites continues the line; the same name with no paper of its own does not."""
    title = "PixTok-2 arXiv:3809.01273 —— 视觉 tokenizer 压缩率翻倍"
    [(action, matched)] = _actions(_LINES, increment(1, title, "§1.3"))
    assert action == "updated" and "Visual tokenizers" in matched, matched
    [(action, _)] = _actions(_LINES, increment(1, "PixTok-2 社区复现 — 压缩率翻倍", "§1.3"))
    assert action == "inserted"


def test_a_code_release_of_a_listed_paper_joins_its_line() -> None:
    """A code release whose points cite the one paper it implements (`arXiv:3806.22719`),
    which the index lists and a line's history names as the title does, continues the line."""
    points = "- 论文 arXiv:3806.22719 的官方实现 - 附 3 个预训练权重"
    block = increment(1, "PageGraph 代码开源 — GitHub corbel/pagegraph", "§1.3", points)
    [(action, matched)] = _actions(_LINES, block)
    assert action == "updated" and "Document layout" in matched, matched


_INCIDENTS = (
    "# multimodal · 活文档\n\n"
    "> 编辑约定见 README.md。\n\n"
    "## §1.1 多模态模型格局\n\n"
    "## §1.2 语音与音视频管线\n\n"
    "- **EchoMimic**（Ridgeback Audio，2038-12-08）：在线声音克隆服务，10 秒样本即可克隆音色。\n\n"
    "## §1.3 评测、榜单与论文\n\n"
    "## §1.4 可靠性、安全与事故\n\n"
    "- **EchoMimic 冒名诈骗事件**（2039-07-02）：诈骗团伙用 EchoMimic 克隆企业高管声音骗取转账，一审已判。\n"
)


def test_a_verdict_on_an_incident_follows_it() -> None:
    """A court's verdict on a case the title names as the incident's entry does
    (`EchoMimic 冒名诈骗案二审维持原判` for `EchoMimic 冒名诈骗事件`) is the incident's news."""
    title = "EchoMimic 冒名诈骗案二审维持原判 —— 平台被判承担 20% 补充责任"
    [(action, matched)] = _actions(_INCIDENTS, increment(1, title, "§1.4"))
    assert action == "updated" and "冒名诈骗事件" in matched, matched


def test_an_incident_of_a_recorded_app_is_not_its_history() -> None:
    """An incident of the app (`Kestrel Studio 同步服务事故`) is not thereby the news of the
    entry whose history records the app's launch."""
    title = "Kestrel Studio 同步服务事故：部分用户素材出现在他人项目中"
    [(action, _)] = _actions(_LINES, increment(1, title, "§1.4"))
    assert action == "inserted"
