"""The index's rules on benchmarks and scores: a result under its benchmark or product."""

from __future__ import annotations

import re
from collections.abc import Sequence

from patcher.document.headentries import description
from patcher.document.identity import Entry, lead_text
from patcher.plan import contrary
from patcher.plan.evidence.clues import (
    _writes_any,
)
from patcher.plan.evidence.index_incidents import _Incidents
from patcher.plan.evidence.index_releases import _BRACKETED_ASIDE
from patcher.plan.evidence.names import (
    _FIRST_CLAUSE,
    Names,
    distinctive,
    names_of,
)
from patcher.plan.evidence.readings import (
    _TITLE_HEAD_END,
    _Increment,
)
from patcher.plan.evidence.spelling import (
    _visible,
    form,
)
from patcher.plan.evidence.weights import (
    CONTINUE,
    NAME,
    POSSIBLE,
    SHORT_NAME,
    STRONG,
    Evidence,
)
from patcher.text import marker
from patcher.text.lazy import lazy

# A title scoring its subject on a benchmark: `X 2.0 在 Tallyboard 榜单登顶 66.5`, `X 在
# Tallyboard 得分 71`; `X 2.0 scores 71 on Tallyboard`, `X tops the Tallyboard leaderboard`.
_SCORED_ON = lazy(
    # (its Chinese name may come first: `X 1.5 在百工基准 CraftBench 上达 61.2%`)
    # (or first: `在 Tallyboard 上评测 Quire 3：长文子集 +4.1`)
    r"^[^在—–]{0,40}?\s*在\s*(?:[\u4e00-\u9fff]{1,6}(?:基准|评测|榜单?)\s*)?"
    r"(?P<bench>[A-Za-z][A-Za-z0-9.\-]*)"
    # (not past or beside it: `X 在 Tallyboard 之外另建私有榜单`)
    r"(?![^—–，,]{0,12}?(?:之外|以外|之上|之前|之后|另建|自建))[^—–，,]{0,12}?"
    r"(?:榜单|榜|得分|登顶|排名|成绩|跑分|拿下|取得|居首|夺冠"  # (`在 X 长上下文赛道居首`)
    # (a placing: `在 Tallyboard 长文赛道位列第二`, `名列第 3`)
    r"|(?:位列|位居|名列)\s*(?:第|前)"
    # (a verb of getting, then its figure: `在 Tallyboard 2 拿到 71.2%`, `获得 64 分`)
    r"|(?:拿到|获得|达到)\s*\d"
    # (or its figure there, told as the product's: `在 Tallyboard 的 54.0 分复现失败`; not a
    # share of the items something happened on: `在 Tallyboard 图表赛道的 12% 样本上出现幻觉`)
    r"|的\s*\d+(?:\.\d+)?\s*(?:分|%(?!\s*[\u4e00-\u9fff]{1,4}(?:上|中|里)))"
    # (or a test of a thing on it, a figure after: `在 Tallyboard 上评测 Quire 3：长文子集 +4.1`)
    # (or re-run there: `SpanFuse 作者在 TableSeek 上复跑，维护者栏 0.829 确认`)
    r"|上\s*(?:评测|测评|实测|复测|复跑|重跑|复现)(?=[^—–]{1,40}?[+＋\-−]?\d)"
    # (or a metric and its figure after `上`: `在 Tollgate-QA 2.0 上多跳召回 +6.1`, not `上线`)
    r"|上(?![线架市])(?!\s*(?:支持|新增|部署|运行|实现|提供|推出|发布|开放|适配))"
    r"[^—–，,\d上]{1,8}?\s*[+＋\-−]?\d"
    # (or what the product showed on it, its figure after the dash: `在 Tallyboard 上的第三方复现
    # — Recall@20 0.78`, `在 Tallyboard 上的结果：71.2`)
    r"|上的[^—–，,:：\d]{0,6}?(?:复现|结果|表现|得分|成绩)\s*(?:[—–]{1,2}|[:：])\s*[^—–，,]{0,16}?\d"
    # (or a metric and its percentage, no `上`: `在 Tallyboard 引用准确率 91.2%`)
    r"|(?<=[\s\u4e00-\u9fff])[\u4e00-\u9fffA-Za-z@\-]{2,10}\s*\d+(?:\.\d+)?\s*%(?!\s*[\u4e00-\u9fff]{1,4}(?:上|中|里))"
    # (or a subset of it and the figure: `在 Tallyboard 2.0 长视频子集 55.1`)
    r"|(?:子集|子榜|赛道)\s*[:：]?\s*\d+(?:\.\d+)?%?(?![\d.]|\s*[A-Za-z\u4e00-\u9fff]))"
)
_SCORES_ON = lazy(
    # (the benchmark a capitalised word, the figure's unit no name: `scores 1.4k tok/s on X`)
    r"^[^—–]{1,40}?\s(?i:scores?|scored|tops|topped|leads)\s[^—–]{0,20}?"
    r"(?i:on|of)?\s*(?i:the\s+)?(?P<bench>[A-Z][A-Za-z0-9.\-]*)(?![A-Za-z0-9])"
    # (or no verb: the benchmark after `on`, then its figure after a colon or dash:
    # `Quire 3.1 on Tallyboard: 71.2%`, `Quire 3.1 on Tallyboard — 71.2`)
    r"|^[^—–:：]{1,40}?\s(?i:on)\s+(?i:the\s+)?(?P<bare>[A-Z][A-Za-z0-9.\-]*)(?![A-Za-z0-9])"
    r"\s*(?:[:：]|[—–]{1,2})\s*\d+(?:\.\d+)?\s*%?(?![\d.])"
)
# A title's product topping a benchmark named after the verb (`Quire 3.1 登顶 Tallyboard v2 —
# 71%`, `Quire 3.1 领跑 Tallyboard`).
_TOPS_ON = lazy(
    # (not a release's title quoting its placing: `Quire 4 发布：拿下 Tallyboard 图像榜第一`)
    r"^(?![^—–在]{0,40}?(?:发布|推出|上线|开源|(?i:released?|launch(?:es|ed)?))\s*[：:，,])"
    r"[^—–在]{1,40}?\s*(?:登顶|登上|领跑|夺冠|问鼎"
    # (a record on a subset, its figure after the dash: `Quire 3 刷新 Tallyboard 视频子集 — 74.6`)
    r"|刷新(?=\s*[A-Za-z][^—–，,]{0,24}?(?:子集|子榜|赛道|纪录|记录)\s*(?:[—–]{1,2}|[:：])?\s*\d)"
    # (or a record on a board's track, said so: `Quire 3 刷新 TB 长提示赛道显存纪录 —— 单卡…`)
    r"|刷新(?=\s*[A-Za-z][A-Za-z0-9.\-]*\s*[^—–，,\d]{0,12}?(?:赛道|子榜|榜单?)[^—–，,\d]{0,6}?"
    r"(?:纪录|记录))"
    # (a place it entered on it: `Quire 3 进入 Tallyboard 图像赛道第二`, `跻身 Tallyboard 前五`;
    # or rose or fell to: `Quire 3 升至 Tallyboard 重排赛道第 1`)
    # (or came back to the top: `Quire 3 重回 Tallyboard 检索榜首`)
    r"|(?:进入|跻身|杀入|挤进|拿下|摘得|斩获|升至|跃居|跃升至|升到|跌至|降至|滑落至|重回|重返|夺回)"
    r"(?=\s*[A-Za-z][^—–，,。；;]{0,24}?"
    r"(?:第\s*[一二三四五六七八九十\d]|前\s*[二三四五六七八九十\d]|榜首|首位))"
    # (a submission to a board, then its figure or its top place: `Quire 3 提交 Tallyboard 长文
    # 子榜，综合 71.2 登顶`)
    r"|(?:提交|参评|冲击)(?=\s*[A-Za-z][^—–，,。；;]{0,24}?(?:子榜|榜单?|赛道)"
    r"[^—–]{0,24}?(?:登顶|居首|夺冠|第一|榜首))"
    # (or entering the board's month edition, its points after: `Quire 3 进入 Tallyboard 7 月
    # 定稿榜，68.2 分居第一`)
    r"|(?:进入|跻身|登上)(?=\s*[A-Za-z][A-Za-z0-9.\-]*\s*(?:\d{1,2}\s*|[一二三四五六七八九十]{1,3})月"
    r"[^—–，,。；;\d]{0,4}?榜单?\s*[，,]?\s*\d+(?:\.\d+)?\s*(?:分|%)))"
    r"\s*(?P<bench>[A-Za-z][A-Za-z0-9.\-]*)(?![A-Za-z0-9])"
)
# A title's product, its figure, then the benchmark confirming it (`Kiln 61.0% 经 RepoGauntlet
# 官方复核`, `Kiln's 61.0% verified by RepoGauntlet`): a score on that board.
_VERIFIED_ON = lazy(
    r"^[^—–在]{1,40}?\d+(?:\.\d+)?\s*(?:%|分)\s*(?:经|获)\s*(?P<bench>[A-Za-z][A-Za-z0-9.\-]*)"
    r"(?![A-Za-z0-9])\s*(?:官方)?\s*(?:复核|核验|核实|验证|认证|确认)"
    r"|(?i:^[^—–]{1,40}?\d+(?:\.\d+)?\s*%\s+(?:is\s+|was\s+)?(?:verified|confirmed)\s+by\s+"
    r"(?:the\s+)?)(?P<latin>[A-Z][A-Za-z0-9.\-]*)(?![A-Za-z0-9])"
)
# A product, its release maybe, then a board's capitalised name, a board word and a figure
# (`Pellucid Desk 1.3 HarborGym 新榜 48.2%，升至第一`, `Quire 3 Tallyboard 二月榜 71.2 分`): the
# product's score on that board.
_ON_BOARD_FIGURE = lazy(
    r"^[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*){0,3}?\s+"
    r"(?P<bench>[A-Z][A-Za-z0-9\-]*[A-Za-z])\s*"
    r"(?:新|最新|周|月|(?:\d{1,2}\s*|[一二三四五六七八九十]{1,3})月)?\s*(?:榜单?|排行榜?)\s*"
    r"(?:成绩|得分)?\s*[:：]?\s*\d+(?:\.\d+)?\s*(?:%|分)"
    # (or the month's board before the board's name: `Quire 3 (34B) 7 月初榜 Tallyboard 71.4 分`)
    r"|^[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*){0,3}?\s*(?:[(（][^()（）]{1,16}[)）])?\s*"
    r"(?:\d{1,2}\s*|[一二三四五六七八九十]{1,3})月\s*(?:初|中|末|终|定稿|正式){0,2}\s*(?:榜单?|排行榜?)\s*"
    r"(?P<latin>[A-Z][A-Za-z0-9\-]*[A-Za-z])\s*(?:成绩|得分)?\s*[:：]?\s*\d+(?:\.\d+)?\s*(?:%|分)"
)
# A board (its maintainers maybe) withdrawing a product's score (`Slatebench 维护方撤下 Fernhollow
# Team 二月榜 61.4% 成绩`, `Tallyboard removes Quire 3's 71.2% score`): the product's score.
_WITHDRAWN_SCORE = lazy(
    r"^(?P<bench>[A-Z][A-Za-z0-9.\-]*)\s*(?:维护方|维护者|官方|团队)?\s*"
    r"(?:撤下|撤销|撤回|移除|下架|删除|作废|(?i:withdraws?|withdrew|removes?|removed|strikes?|struck"
    r"|voids?|voided)(?![A-Za-z]))\s*"
    r"(?P<product>[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*){0,3})(?:'s|的)?\s*"
    r"[^—–，,:：]{0,12}?\d+(?:\.\d+)?\s*%?\s*(?:成绩|分数|得分|名次|(?i:scores?|results?|entry))"
)
# The word placing a product on a board, at the end of the words before the board's name (`Quire
# 3 登顶`, `Quire 3 进入`): not a word of the product's name.
_PLACING_VERB_AT_END = lazy(
    r"\s*(?:登顶|登上|领跑|夺冠|问鼎|刷新|进入|跻身|杀入|挤进|拿下|摘得|斩获|提交|参评|冲击"
    r"|升至|跃居|跃升至|升到|跌至|降至|滑落至)\s*$"
)
# The words placing the product a board's round names after its head (`Tessel 5.4 登顶吞吐榜`,
# `X 1.5 以 72.4 分登顶`, `X 长上下文赛道第一`): where its name ends.
_PLACING_AFTER_NAME = lazy(
    r"\s*(?:以\s*\d|登顶|居首|夺冠|领跑|反超|问鼎|榜首|(?:[^\sA-Za-z0-9]{0,6}赛道)?第一)"
)


def _before_placing(rest: str) -> str:
    """The words after a round's head up to the word placing its product (`Tessel 5.4`), or
    all of them when no such word follows a name."""
    match = _PLACING_AFTER_NAME.search(rest)
    return rest[: match.start()] if match and rest[: match.start()].strip() else rest


# A popularity chart's words (`下载量`, `热榜`, `trending`, `downloads`, `GitHub stars`): how much a
# thing is used, no evaluation's result.
_POPULARITY = lazy(
    r"下载量|下载次数|热榜|趋势榜|热度榜|(?i:(?<![A-Za-z])(?:trending|downloads|stars)(?![A-Za-z]))"
)
# A title saying a product's results on a benchmark are contaminated (`X-32B 被指 Tallyboard 2.0
# 图像子集数据泄漏`, `X contaminated on Tallyboard`): a matter of its scores, filed where they are.
_CONTAMINATED_ON = lazy(
    r"^[^—–在]{1,40}?\s*(?:被指|被曝|涉嫌|疑似|疑)\s*(?:在\s*)?(?P<bench>[A-Za-z][A-Za-z0-9.\-]*)"
    r"(?![A-Za-z0-9])[^—–，,]{0,16}?(?:数据|测试集|题目)(?:泄漏|泄露|污染)"
    r"|(?i:^[^—–]{1,40}?\s(?:is\s+|was\s+)?(?:contaminated|leaked)\s+(?:on|into)\s+(?:the\s+)?)"
    r"(?P<latin>[A-Z][A-Za-z0-9.\-]*)(?![A-Za-z0-9])"
)
# A word joining a noun phrase into a longer one (a preposition, a determiner, a relative, a
# conjunction, a possessive pronoun): a phrase holding one is no bare noun phrase.
_FUNCTION_WORD = (
    r"(?:for|of|on|in|at|with|to|by|from|into|onto|over|under|that|which|who|and|or|any|every"
    r"|all|each|some|this|these|those|its|their|his|her|our|your|my|a|an|the)"
)
# Words saying the board after them is hardware (`accelerator board`, `dev board`), each its
# own lookbehind (`re` asks a fixed width).
_HARDWARE_WORDS = (
    "accelerator|circuit|dev|development|carrier|logic|breakout|expansion|riser|mother"
    "|daughter|fpga|gpu|npu|tpu|pcb|asic|compute|controller|sensor"
)
_HARDWARE_BOARD = "".join(rf"(?<!\b{w}\s)" for w in _HARDWARE_WORDS.split("|"))
# A noun phrase ending in `board` that is its whole clause (see `_BENCHMARK_SAID`), no
# hardware (`inference accelerator board.`).
_BOARD_PHRASE = (
    r"(?i:(?:^|(?<=[—–:;,(])|(?<=\s-\s))\s*(?:(?:a|an|the)\s+)?(?:[\w.&]+(?:'s|s'|’s)\s+)?"
    rf"(?:(?!{_FUNCTION_WORD}\s)[A-Za-z0-9][\w\-]*\s+){{0,4}}{_HARDWARE_BOARD}board"
    r"(?=\s*[,;.(]|\s*$))"
)
# An entry's lead saying it is a benchmark (`〔评测〕…`, `… 基准`, `… benchmark`, `leaderboard`).
# (or a kind tag before the name: `- [BENCH] Tallyboard :: …`)
_BENCHMARK_SAID = lazy(
    r"(?i)评测|基准|榜单|排行榜|(?<![A-Za-z])(?:benchmark|leaderboard)(?![A-Za-z])"
    # (an English noun phrase ending in `board` that is its whole clause, a lead's head: `p99
    # latency board, monthly`, `Hollis's cost board`; not a board inside a longer phrase, the
    # object of a verb or a preposition: `autorouter for any circuit board.`, `keeps the team's
    # kanban board.`, `runs on-board.`, `brought on board`, `aboard`)
    rf"|{_BOARD_PHRASE}"
    # (a board named by a noun ending in `榜`: `人类偏好对战榜，分图像榜与视频榜`; not `上榜`, nor
    # a chart its clause says the thing reached or gamed: `曾登应用商店热销榜，`, `被指刷榜；`)
    r"|(?:^|(?<=[：:，,；;。]))(?:(?![上登入进刷冲屠霸打落夺])[^：:，,；;。\n])*榜(?=\s*[，,；;。、与和及（(]|$)"
    r"|(?<![A-Za-z])eval(?:uation)?\s+(?:harness|suite)(?:es|s)?(?![A-Za-z])"  # (评测框架's)
    r"|\[(?:bench(?:mark)?|leaderboard)\]"
)
# Where a lead says the thing was scored on a benchmark (`在 Harbor-Bench 榜单排名第三`,
# `ranked third on the Tallyboard leaderboard`): a product's, not a benchmark's own word.
_SCORED_THERE = lazy(
    r"在[^，,。；;]{0,30}?(?:榜单|排行榜|评测|基准)"
    r"|(?i:(?<![A-Za-z])on\s+(?:the\s+)?[^,.;]{0,30}?(?:leaderboard|benchmark))"
)


# An issue's key (`gh:meridian-compute/capstan#1034`) and a title leading with a product's
# capitalised name (`Weir 2.0 修复…`; not `NCCL 超时…`, an acronym).
# The short form a lead's bracket declares (`多模态服务基准（下称 MMSB）`, `（简称 SRB）`).
_DECLARED_SHORT = lazy(
    r"[（(]\s*(?:下称|简称|以下简称|hereafter)\s*[:：]?\s*(?P<short>[A-Z][A-Z0-9\-]{1,7})\s*[)）]"
    # (or a board word after it, the thing's address maybe before it: `（简称 TB 榜）`,
    # `（thresher.dev，简称 TB 榜）`)
    r"|[（(](?:[^（()）\n]{1,60}?[，,；;])?\s*(?:下称|简称|以下简称)\s*[:：]?\s*"
    r"(?P<later>[A-Z][A-Z0-9\-]{1,7})(?![A-Za-z0-9\-])\s*(?:榜单?|基准)?\s*[)）]"
)


# A title saying its news is a measured result, and a name or first clause saying its thing
# is a benchmark (`多模态服务基准`, `ServeBench`, `leaderboard`).
# A result on two benchmarks (`在 FenBench 与 Tarn 上的成绩`, `on FenBench and Tarn`): no one
# benchmark's entry is its home.
_ON_TWO = lazy(
    r"在\s*[^在，,。；;—–]{1,30}?\s*(?:与|和|及|、|&)\s*[^，,。；;—–]{1,30}?\s*上"
    r"|(?i:(?<![A-Za-z])on\s+[A-Z][\w.\-]*\s+(?:and|&)\s+[A-Z])"
)
_MEASURED = lazy(
    r"成绩|实测|跑分|测得|(?:轮|期|次)结果|榜(?:单)?(?:第|排名|成绩|结果)|子榜|"
    r"(?:赛道|榜单?|子项)(?:登顶|夺冠|第一|居首)|"  # (`在 X v3 视频赛道登顶`: a placing on it)
    r"赛道(?:超过|超越|超)\s*(?=[A-Z])|"  # (`X Bench 重排赛道超 Egret v3`: placed over a rival)
    # (a placing a thing rose or fell to: `Quillon 1.5 升至 ClipArena 图生视频第 4`)
    r"(?:升至|升到|跌至|降至|滑落至|跃居|跃升至)[^，,。；;—–]{0,24}?"
    r"第\s*[\d一二三四五六七八九十]+(?![\d代])|"
    r"(?i:(?<![A-Za-z])(?:scores?|leaderboard|measured|results?\s+on)(?![A-Za-z]))"
    # (what a thing showed on a benchmark: `在 Wayline 长程子集上的重排结果`, `…上的解析质量`)
    r"|在\s*[A-Za-z][^在，,。；;—–]{0,24}?上的[^—–，,。；;]{0,6}?(?:结果|表现|对比|质量|得分)"
)
# A verb making or sending results just before their word (`一键生成并提交榜单结果`, `exports
# leaderboard results`): a feature that produces them, no result reported.
_MAKES_RESULTS = lazy(
    r"(?:生成|提交|导出|上传|上报|推送|产出|输出)[^，,。；;：:—–]{0,6}$"
    r"|(?i:(?<![A-Za-z])(?:submit|export|generat|upload|produc)\w*\s+(?:\w+\s+){0,2}$)"
)


# Where a title's head ends (`Tern-Embed-3 — …`).
_HEAD_DASH = lazy(r"\s+(?:—{1,2}|–|--)\s*|\s*——\s*")


def _head_names_only(title: str, shown: str) -> bool:
    """The title's head, before a dash, is its name alone (`燕鸥 Tern-Embed-3 — 8K 上下文，
    C-MTEB 检索榜第一`, `vLLM v0.35.0 — H200 实测补充`): the thing's own news, a result or
    placing one of the points after it (not `X 在 Y 榜第一 — 75.4`: the head says it)."""
    parts = _HEAD_DASH.split(title, maxsplit=1)
    return len(parts) == 2 and bool(shown.strip()) and parts[0].strip() == shown.strip()


# A short form bracketed after a name (`Beacon Bench (BCB)`): the name without it is the name too.
_TRAILING_SHORT = lazy(r"\s*[(（][A-Za-z][A-Za-z0-9\-]{1,9}[)）]\s*$")


def _papers_possible(found: dict[int, list[Evidence]], board: int) -> None:
    """Beside the benchmark a result goes under (`_by_benchmark_result`), an entry found by an
    arXiv id alone, the scored product's paper the increment cites (`arXiv: 2611.05517(11-15
    锚定)` of `Gimlet 0.3 Beacon Bench 重排赛道超 Egret v3`), is a possibility at most: the
    paper is the product's, the news a result on the board."""
    for position, evidence in found.items():
        if position == board or not any(e.why.startswith("arxiv:") for e in evidence):
            continue
        if any(e.weight >= CONTINUE and not e.why.startswith("arxiv:") for e in evidence):
            continue  # (found by more than the paper: the rules against it decide)
        why = " + ".join(e.why for e in evidence)
        note = "but the preamble files results under the benchmark's entry"
        found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]


def _measured(title: str) -> bool:
    """The title says its news is a measured result (`_MEASURED`), not only that a feature
    makes or submits results (`一键生成并提交榜单结果`: the feature's product's news)."""
    return any(not _MAKES_RESULTS.search(title[: m.start()]) for m in _MEASURED.finditer(title))


# Several things compared on one benchmark (`Memory-layer shoot-out on MnemoBench: A vs B vs C`,
# `bake-off on X`), a rival beaten on one (`X beats Y on RouteBench's dense track`), or a
# measured figure on one (`X hits 36 ms p99 on Quorum`): results on it, a capitalised name.
_COMPARED_ON = lazy(
    r"(?i:(?<![A-Za-z])(?:shoot-?outs?|bake-?offs?|head-to-head|comparisons?)\s+on\s+(?=[A-Z]))"
    r"|(?i:(?<![A-Za-z])(?:beats|outscores|outperforms|edges\s+out|overtakes)\s+)"
    r"[A-Z][^,;:—–\s]*(?:\s+[A-Z0-9][^,;:—–\s]*){0,3}\s+on\s+(?=[A-Z])"
    r"|(?<![\d.])\d+(?:\.\d+)?\s*(?:%|ms|(?i:points?|pts))(?:\s+[A-Za-z][A-Za-z0-9]{1,5})?"
    r"\s+on\s+(?=[A-Z])"
)
_BENCHMARK = lazy(r"基准|评测|榜|(?i:bench|leaderboard|(?<![A-Za-z])eval)")
# A board named as an arena, capitalised (`LoadArena`, `Chatbot Arena`; not `arenas`).
_ARENA = lazy(r"Arena(?![a-z])")
# The capitalised word after a placing's board word (`Arena` of `拿下 Glimmer Arena …第一`).
_NEXT_WORD = lazy(r"\s+[A-Z][A-Za-z0-9\-]*(?![A-Za-z0-9])")
# A first clause saying its thing is a benchmark (`— long-document retrieval benchmark by …`).
_BENCHMARK_KIND = lazy(
    r"基准|排行榜|榜单|(?i:(?<![A-Za-z])(?:benchmark|leaderboard)s?(?![A-Za-z]))"
    rf"|{_BOARD_PHRASE}"  # (`**Quorum** — p99 latency board, monthly`)
)
# What a paper's title says it evaluates (`评测对象：Loomwork 1.0`, `对 Marshal 持久化执行的故障注入
# 评测`, `evaluated on Cairn 2.0`): the product's name, a release maybe after it.
_EVALUATED = lazy(
    r"(?:评测|测评|评估|测量)对象\s*[:：]\s*(?P<a>[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*)*)"
    r"|对\s*(?P<b>[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*)*)\s*(?:的)?"
    r"[^，,；;：:]{0,16}?(?:评测|测评|评估|测量|实测)"
    r"|(?i:(?<![A-Za-z])(?:evaluat(?:es|ed|ing)|benchmark(?:s|ed|ing))\s+(?:on\s+)?)"
    r"(?P<c>[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*)*)"
    # (`an evaluation of Sextet's retries`, `a study of Sextet`, `评测 Sextet 的重试语义`)
    r"|(?i:(?<![A-Za-z])(?:evaluation|(?:case\s+)?study)\s+of\s+)"
    r"(?P<d>[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*)*)"
    r"|(?:评测|测评|评估)\s*(?P<e>[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*)*)\s*的"
    # (`仅以 Hearthstack 为研究对象`, `以 Sextet 为评测对象`: the one thing studied)
    r"|以\s*(?P<f>[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*)*)\s*为(?:唯一(?:的)?)?"
    r"(?:研究|评测|测评|评估|实验)?对象"  # (`以 Pebblecode 为对象的 400 会话实测`)
)
# Another thing named beside what a paper evaluates (`Quillon and Sextet`, `A against B`,
# `对 A 与 B 的交接评测`): the paper evaluates two.
_AND_ANOTHER = lazy(r"\s*(?:(?i:and|&|vs\.?|versus|against|or)\s+|[与和及、/,，]\s*)[A-Z]")
# (A lead's `评测榜` / `对战榜` is deliberately not here: read as a benchmark's lead, it put a
# result of a blind week on the wrong entry each of the four times it was added, the last in
# the nineteenth session; see docs/decisions.md.)
_BENCHMARK_OR_DATA = lazy(
    r"基准|评测集|榜单|排行榜|数据集|(?:评测|测评)(?:框架|套件)"  # (`评测框架`: a harness)
    r"|(?i:(?<![A-Za-z])(?:benchmark|leaderboard|dataset)s?(?![A-Za-z]))"
    r"|(?i:(?<![A-Za-z])eval(?:uation)?\s+(?:harness|suite)(?:es|s)?(?![A-Za-z]))"
    # (an arena whose clause says it ranks by votes: `Pairwise blind-vote arena for multimodal
    # models (Elo)`; not an arena a product serves, `esports arena booking`)
    r"|(?i:(?<![A-Za-z])(?:pairwise|blind|vote|voting|votes|battle|elo)(?![A-Za-z])"
    r"[^,;.]{0,30}?(?<![A-Za-z])arenas?(?![A-Za-z])"
    r"|(?<![A-Za-z])arenas?(?![A-Za-z])[^,;.]{0,40}?(?<![A-Za-z])(?:elo|votes?|voting)(?![A-Za-z]))"
)
# A name calling its thing a bench, its last part (`QuillHop-Bench`, `GlyphBench`, `Tally Bench`;
# not `Workbench`).
_BENCH_NAMED = lazy(r"(?:^|(?<=[-\s])|(?<=[a-z0-9]))Bench(?:mark)?$")
# A title ranking a product (`登顶`, `排名第 2`, `tops`, `ranked 2nd`), and where its head ends.
_RANKED = lazy(
    _MEASURED.pattern
    + r"|登顶|夺冠|榜首|排名|排行第|居首|第\s*\d+\s*[名位]"
    # (a place among the first: `首次进入前三`, `跻身前 5`)
    + r"|(?:进入|跻身|位列|挤进|杀入)\s*前\s*(?:[二三四五六七八九十]|\d+)"
    + r"|(?:刷新|位居|排名|夺得|拿下|重回)第一"  # (`刷新第一`: first place)
    # (first in a track, a clause's end: `检索第一`, `赛道第一，…`; not `第一个`, `第一次`)
    + r"|(?<=[\u4e00-\u9fff])第一(?=\s*(?:$|[，,；;。、（(—–]))"
    + r"|(?i:(?<![A-Za-z])(?:tops|topped|ranks?|ranked)(?![A-Za-z]))"
    # (first place said in English before its figure: `X first at 1,204 Elo`, `No. 1 with …`)
    + r"|(?i:(?<![A-Za-z])(?:first|1st|No\.\s?1)\s+(?:at|with)\s+\d)"
    # (passing another, or the best figure of a metric: `X 反超 Y`, `X 长上下文 p99 最低`)
    + r"|反超|最低|最高|最快"
    + r"|(?i:(?<![A-Za-z])SOTA(?![A-Za-z]))"  # (the best result so far: `X 54.0 新 SOTA`)
    + r"|(?i:(?<![A-Za-z])(?:overtakes|overtook|lowest|highest|fastest)(?![A-Za-z]))"
)
# A lead's first clause that only spells a name out after its dash or colon (`— Tianshu Video
# Reasoning`): what the entry is comes in the next clause.
_SPELLED_OUT_CLAUSE = lazy(r"[—–:：]\s*[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,5}\s*$")
# A word calling a thing a board right after its name (`排行榜`, `榜单`, `leaderboard`).
_BOARD_WORD = r"(?:排行榜|榜单|榜|(?:leader)?board(?![A-Za-z])|benchmark(?![A-Za-z]))"
# A month before a board word (`二月`, `12 月`, `十二月`, `February`).
_BOARD_MONTH = (
    r"(?:(?:\d{1,2}\s*|[一二三四五六七八九十]{1,3})月"
    r"|(?i:(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December)(?![A-Za-z])))"
)
# A month's edition before a board word (`Tallyrun 4 月榜`, `VidArena 五月榜`, `Foo March
# leaderboard`): the board's round of that month, the board still named.
_MONTH_EDITION = (
    r"(?:(?:1[0-2]|0?[1-9])\s*月|十[一二]?月|[一二三四五六七八九]月"
    r"|(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december)\s+)\s*"
)
# A head naming a board (`MMRead-Pro 榜单更新`, `VidArena 五月榜`, `TVR 排行`, `leaderboard`).
_BOARD_HEAD = lazy(r"榜|排行|(?i:(?<![A-Za-z])(?:leader)?board(?![A-Za-z]))")
_RANKED_HEAD_END = lazy(r"[：:]|\s[—–]{1,2}\s|——")
# A head naming a board's round of results (`HaloEval 五月评测`, `Tokenrace 1.1 成绩`, `November
# round`), and the board's Latin name it opens on.
# (or a numbered round: `ServeRank v3 第 8 轮`, `Tollbench 第二轮`, `ServeRank round 8`)
_ROUND_HEAD = lazy(
    r"(?:[月期轮季度]|\d)\s*评测$|成绩$|结果$|第\s*(?:\d+|[一二三四五六七八九十]{1,3})\s*[轮期周]$"
    # (a numbered week or season of a board: `ChoirArena week 20`, `season 3`)
    r"|(?i:(?<![A-Za-z])(?:round|results|(?:round|week|season)\s+\d+)$)"
)
# A clause's break between two products' placings (`A 登顶，B 跌至第三`), and a placing in one.
_PLACING_CLAUSES = lazy(r"[，,；;、]")
_PLACED = lazy(
    r"登顶|夺冠|榜首|居首|(?:升|跌|降|滑落|跃升|跃居)至?\s*第\s*[一二三四五六七八九十\d]"
    r"|(?:位列|位居|排名|名列|列)\s*第\s*[一二三四五六七八九十\d]"
)
# A name followed by others it leaves unnamed (`Moth-VL 等 12 个模型`, `等多款`, `and 5 others`).
_AND_OTHERS = lazy(
    r"(?<=[A-Za-z0-9)）])\s*等\s*(?:\d+|[多数几两十])\s*[个款家项种名位]"
    r"|(?i:(?<![A-Za-z])and\s+(?:\d+|several|many|\w+\s+)?others?(?![A-Za-z]))"
)
# (a slash between spaces too: `Relaymind 81% / HiveFlow 77%`, not `A/B 测试`)
_LISTED = lazy(r"与|和|及|、|[,，;；／]|&|\s/\s|(?i:(?<![A-Za-z])(?:and|vs\.?)(?![A-Za-z]))")
# (or one passing another, where the preamble files snapshots under the board: `X 以 1274
# 反超 Y`, `X overtakes Y`, two products ranked)
_LISTED_OR_PASSED = lazy(
    _LISTED.pattern + r"|反超|超越|力压|击败"
    r"|(?i:(?<![A-Za-z])(?:overtakes|overtook|beats|beat|passes|passed)(?![A-Za-z]))"
)
_BOARD_NAME = lazy(r"\s*[A-Za-z][A-Za-z0-9.\-]*[A-Za-z0-9]")
# A head saying a benchmark's test was run (`LongHaul 72 小时浸泡测试：Quiver 3.5 显存泄漏`): what
# follows is a product's result on it.
_TESTED = lazy(r"测试|测评|(?i:(?<![A-Za-z])(?:tests?|testing)(?![A-Za-z]))")


# A head where a board measures a product again (`HalluScope 复测 Pallas 2.5：幻觉率 18.2%`,
# `HalluScope retests Pallas 2.5: 18.2%`): the board's name, then the product measured.
_RETESTED = lazy(
    r"^\s*(?P<board>[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Z][A-Za-z0-9.\-]*)?)\s*"
    r"(?:复测|重测|重新评测|实测|评测|测评|测试"
    r"|(?i:re-?tests?|re-?tested|re-?evaluates?|re-?evaluated|evaluates|tests|measures)\s)"
    r"\s*(?P<product>[A-Za-z][^，,；;。]*)$"
)


def _retested(title: str) -> tuple[str, str] | None:
    """The board and the product a title's head says the board measured (`_RETESTED`), a
    figure after the head (the result); None for any other title."""
    parts = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
    said = _RETESTED.match(parts[0]) if len(parts) == 2 else None
    if said is None or not re.search(r"\d", parts[1]):
        return None
    return said["board"], said["product"]


# A title opening with a name, a hyphen and a suffix (`MTRB-ZH`, `TaskArena-Hard`), then a
# word saying it is a part of a board (`子榜`, `子集`, `sub-board`, `subset`, `track`).
_SUB_BOARD = lazy(r"^\s*(?P<head>[A-Za-z][A-Za-z0-9]{2,})-[A-Za-z]{2,8}(?![A-Za-z0-9\-])")
_PART_OF_BOARD = lazy(
    r"\s*[^—–:：，,；;]{0,12}?(?:子榜|分榜|子集|子赛道)"
    r"|(?i:\s*[^—–:：，,；;]{0,24}?(?<![A-Za-z])(?:sub-?boards?|subsets?|tracks?)(?![A-Za-z]))"
)


# A product's Latin name and its dotted release, opening the words after a board's head
# (`Tessera 4.3` of `Tessera 4.3 QPS 24k @ Recall 0.95`).
_NAME_TO_RELEASE = lazy(
    r"\s*[A-Za-z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,2}\s+v?\d+\.\d+(?:\.\d+)*(?![\d.])"
)
# A board's head (`TaskArena 6 月榜`) then a product's figure after it (`…：X 63.7% 升至第一`).
_FIGURE = lazy(r"(?<![\d.])\d+(?:\.\d+)?\s*%")
# A score in points (`首破 60 分`, `71.2 points`), not a span of minutes (`60 分钟`).
_POINTS = lazy(r"(?<![\d.])\d+(?:\.\d+)?\s*(?:分(?![钟类])|(?i:points?|pts)(?![A-Za-z]))")

# A latency or throughput figure after the metric it measures (`P99 TTFT 压到 180ms`, `p50 1.2 s`,
# `吞吐 3400 tok/s`).
_MEASURED_FIGURE = lazy(
    r"(?:(?i:(?<![A-Za-z])(?:p\d{2}|ttft|tpot|latency|throughput)(?![A-Za-z]))|延迟|吞吐)"
    r"[^，,；;。]{0,16}?(?<![\d.])\d+(?:\.\d+)?\s*(?:ms|s|秒|毫秒|tok/s|tokens/s)(?![A-Za-z])"
)
_LATIN_WORD = lazy(r"[A-Za-z][A-Za-z0-9.\-]*")


def _scored_bench(text: str) -> str:
    """The benchmark a title or an entry's name scores a product on (`X 在 Tallyboard 上 61.4%`,
    `X on Tallyboard: 61.4%`, `X 登顶 Tallyboard`), or the board its head names before a
    product's figure (`Tallyboard 6 月榜：X 63.7% 升至第一`); "" for none, or two benchmarks."""
    said = _SCORED_ON.match(text) or _SCORES_ON.match(text) or _TOPS_ON.match(text)
    if _ON_TWO.search(text):
        return ""
    if said is not None:
        groups = said.groupdict()
        return groups.get("bench") or groups.get("bare") or ""
    parts = _RANKED_HEAD_END.split(_visible(text), maxsplit=1)
    if len(parts) < 2 or not _BOARD_HEAD.search(parts[0]) or names_of(parts[0]).version:
        return ""
    if not (_FIGURE.search(parts[1]) or _RANKED.search(parts[1])):
        return ""
    word = _LATIN_WORD.search(parts[0])
    return word.group() if word else ""


def _board_figure(title: str) -> bool:
    """The title's head names a board and a product's figure follows it (`WebTrek 榜单 —
    BrowseKit 参考 agent 53.0%`, in points: `MMRead 新榜：Vega 7 首破 60 分`, a latency after its
    metric: `LatencyLadder 6 月榜：Quorum 路由器把 P99 TTFT 压到 180ms`): a product ranked on the
    board, though no ranking word says so."""
    parts = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
    if len(parts) < 2 or not _BOARD_HEAD.search(parts[0]):
        return False
    tail = parts[1]
    return bool(_FIGURE.search(tail) or _POINTS.search(tail) or _MEASURED_FIGURE.search(tail))


def board_edition(title: str) -> bool:
    """The title's head, one clause, ends on a board's edition or round of results
    (`OrielBench 3 月榜 — …`, `SoundMaze 首发排行榜 — X 第一`, `HaloEval 五月评测`): results, not
    the benchmark's news."""
    head = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)[0].strip()
    if re.search(r"[，,；;]", head):  # (`EchoArena 发现刷票，排行榜暂停`: news of the board)
        return False
    return bool(_BOARD_END.search(head) or _ROUND_HEAD.search(head))


# A head ending on a board's word (`3 月榜`, `首发排行榜`, `leaderboard`).
_BOARD_END = lazy(r"(?:榜单|榜|(?i:(?<![A-Za-z])(?:leader)?board))$")


def result_news(title: str) -> bool:
    """The title reports a product's result on one benchmark (`_scored_bench`: `X 在 Tallyboard
    上 61.4%`, `Tallyboard 6 月榜：X 63.7% 升至第一`; `_TAIL_RESULT`: `X 打断延迟降到 160ms —
    EchoArena 新成绩`), not a release carrying it."""
    said = bool(_scored_bench(title)) or _tail_result(title)
    return said and not contrary.released(title)


# A title's last clause, after its dash, that is only a board's Latin name and a word saying
# results (`— EchoArena 新成绩`, `— Tallyboard 最新结果`, `— on Tallyboard: new results`).
_TAIL_RESULT = lazy(
    r"(?:[—–]{1,2}|\s-{1,2})\s*(?:(?i:on)\s+)?[A-Za-z][A-Za-z0-9.\-]*[A-Za-z0-9]\s*[:：]?\s*"
    r"(?:(?:新|最新|首批)?(?:成绩|结果|得分)|(?i:(?:new\s+|latest\s+)?(?:results?|scores?)))\s*$"
)


def _tail_result(title: str) -> bool:
    """The title's head measures something by a figure (`X 打断延迟降到 160ms`) and its last
    clause after the dash is a board's results and nothing more (`_TAIL_RESULT`)."""
    said = _TAIL_RESULT.search(_visible(title))
    return said is not None and re.search(r"\d", title[: said.start()]) is not None


# A product, its release maybe, in Latin words straight before a board's Latin name
# (`Corvid 3.3 ServeBench 实测`, `Kestrel 2.0 ToolArena 79.5%`).
_PRODUCT_BEFORE_BOARD = lazy(
    r"^(?P<product>[A-Za-z][A-Za-z0-9.\-]*(?:\s+v?\d+(?:\.\d+)*)?)\s+"
    r"(?P<board>[A-Z][A-Za-z0-9\-]*[A-Za-z])(?![A-Za-z0-9])"
)
# A Latin name in an entry's sub-item, a figure soon after it in its clause (`Korvane-Omni 70.2`,
# `Meridel Vision 4 66.5`, `ChartLedger 68.4 (first)`): a score, when the name is another entry's.
_NAME_THEN_FIGURE = lazy(
    r"(?<![A-Za-z0-9.\-/])[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?=[^\n，,;；。:：]{0,24}?\d)"
)
# A score with its decimals (`71.3`, `54.0`), not a count or a dimension (`3D`, `12 个`).
_DECIMAL_SCORE = lazy(r"(?<![\d.])\d{1,4}\.\d{1,2}(?![\d.])")
# A dated item of an entry's history (`- **2038-07-28** — …`, `  - 2039-02-01 续：…`).
_DATED_ITEM = lazy(r"^\s*[-*+]\s+\**\d{4}-\d{2}-\d{2}")
# The editor's entries read for where scores go (the convention shows early).
_SCORES_SAMPLE = 400
# A first place on a board (`检索子榜第一为 X`, `X 居首`, `tops the … board`, `ranked first`).
_FIRST_PLACE = lazy(
    r"第一|榜首|居首|登顶|夺冠"
    r"|(?i:(?<![A-Za-z])(?:tops|topped|ranked\s+first|first\s+place|\(first\))(?![A-Za-z]))"
)
# A title's product setting a record on a benchmark named after the verb, the record word
# itself the result whatever follows (`Quire 3 刷新 Tallyboard 64K 档纪录 — 单模型召回 0.93`):
# the board's news only where the preamble files no product's scores under the product.
_RECORD_ON = lazy(
    r"^[^—–在]{1,40}?\s*刷新\s*(?P<bench>[A-Za-z][A-Za-z0-9.\-]*)[^—–，,]{0,24}?(?:纪录|记录)"
    r"(?:\s*(?:[—–]{1,2}|[:：])|\s*$)"
)
# How the evidence of a score filed under its benchmark starts (a release in such a title is
# the scored product's: `name_index._reconciled` leaves it be).
SCORED_ON_BENCHMARK = "title scores a product on"


# Two to four capitals, a board's initials (`RA`).
_CAPITALS = lazy(r"[A-Z]{2,4}")
# The capitals opening a Latin name's camel-cased parts (`RetrievalArena` → `RA`).
_CAMEL_PART = lazy(r"[A-Z](?=[a-z])")
_LATIN_HEAD = lazy(r"^[A-Za-z][A-Za-z\-]*")
# The capitals a camel-cased name opens with, the last opening its first part (`MMPanorama`).
_OPENING_CAPITALS = lazy(r"[A-Z]{2,}(?=[a-z])")


def _declared_short(said: str) -> str:
    """The short form a board's lead or paragraph declares (`_DECLARED_SHORT`), "" if none."""
    short = _DECLARED_SHORT.search(said)
    return (short["short"] or short["later"]) if short else ""


def _paragraph(entry: object) -> str:
    """An existing heading entry's first paragraph (`description`), "" for another."""
    source = getattr(getattr(entry, "source", None), "entry", None)
    return description(source) if isinstance(source, Entry) else ""


def _camel_initials(name: str) -> str:
    """The capitals of a name's first Latin word opening its camel-cased parts, where it has
    two or more (`RetrievalArena 榜单` → `RA`), the capitals it opens with included
    (`MMPanorama` → `MMP`); "" otherwise."""
    head = _LATIN_HEAD.match(name)
    opening = _OPENING_CAPITALS.match(head.group()) if head else None
    capitals = _CAMEL_PART.findall(head.group()) if head else []
    if opening is not None:
        capitals = [opening.group(), *capitals[1:]]
    found = "".join(capitals)
    return found if len(found) >= 2 else ""


class _Scores(_Incidents):
    """The index's rules on benchmarks and scores: a result under its benchmark or product."""

    def _by_benchmark_result(self, title: str, found: dict[int, list[Evidence]]) -> bool:
        """The preamble files results under the benchmark's entry (`stated_results`) and the
        title says its news is a result (`Kestrel 2.0 在 SRB 上的成绩`): the one live benchmark
        entry whose name, or the short form its lead declares (`服务评测基准（下称 SRB）`), the
        title writes outside a bracketed aside is where it goes (not a release carrying its
        scores, `识墨 2.0 发布，附 FenBench 成绩`: the product's); whether it found one
        (`_by_scored_benchmark` then adds nothing: one home for a result)."""
        measured = _measured(title) or _COMPARED_ON.search(title)  # (`shoot-out on X`)
        if not measured or contrary.released(title) or _ON_TWO.search(title):
            return False  # (`Sedge-1 在 FenBench 与 Tarn 上的成绩`: no one benchmark's)
        if self._stated_results is None:
            self._stated_results = self.stated_results()
        if not self._stated_results:
            return False
        # not a benchmark an aside names (`（FenBench 作者新作）`: its makers')
        unbracketed = _BRACKETED_ASIDE.sub(" ", title)
        named = [p for p, names in self._benchmarks().items() if _writes_any(unbracketed, names)]
        if len(named) != 1 or not self.entries[named[0]].live:
            return False
        said = f'the title\'s result goes under the benchmark "{self.entries[named[0]].shown}"'
        found.setdefault(named[0], []).append(Evidence(STRONG, said))
        _papers_possible(found, named[0])
        return True

    def _by_sub_board(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title naming a benchmark's name with a suffix, hyphened, and saying it is a part of
        the board (`MTRB-ZH 中文子榜发布`, `TaskArena-Hard subset released`), nothing else
        found: the one live benchmark entry going by that name and no release is where the
        board's news goes (a name's weight)."""
        said = _SUB_BOARD.match(_visible(title)) if not found else None
        if said is None or not _PART_OF_BOARD.match(_visible(title), said.end()):
            return
        boards = self._benchmarks()
        named = self._live(self.by_form.get(form(said["head"]), ()))
        hits = [p for p in named if p in boards and not self.entries[p].names.version]
        if len(hits) == 1:
            shown = self.entries[hits[0]].shown
            why = f'title names a part of the board "{shown}" ({said.group().strip()})'
            found[hits[0]] = [Evidence(NAME, why)]

    def is_benchmark(self, position: int) -> bool:
        """The editor's entry at `position` is a benchmark's (`_benchmarks`)."""
        return position in self._benchmarks()

    def benchmark_names(self, position: int) -> tuple[str, ...]:
        """The names of the benchmark's entry at `position` (none when it is no benchmark's)."""
        return self._benchmarks().get(position, ())

    def _benchmarks(self) -> dict[int, tuple[str, ...]]:
        """The editor's entries whose name says a benchmark (`_BENCHMARK`), each with its names:
        its own, its aliases and the short form its lead declares (read once, then only the
        entries added since)."""
        for at in range(self._benchmarks_read, len(self.entries)):
            entry = self.entries[at]
            if self._created(at):
                continue
            lead = lead_text(entry.lead)
            first = _FIRST_CLAUSE.match(lead) if not _BENCHMARK.search(entry.shown) else None
            if self._head_board(at):
                first = None  # (`### TallyBoard` over `众包语音合成对战榜…`: its paragraph says it)
            elif first is not None and not _BENCHMARK_KIND.search(first.group()):
                continue  # (`LRB (Long-Bench) — long-document retrieval benchmark by …` is one)
            elif first is None and not _BENCHMARK.search(entry.shown):
                continue
            short = _declared_short(f"{lead} {_paragraph(entry)}")
            names = (entry.names.shown, *entry.aliases, *([short] if short else []))
            names = (*names, _TRAILING_SHORT.sub("", entry.names.shown))  # (`Beacon Bench (BCB)`)
            names = names if first is None else (entry.shown, *names)  # (`LRB (Long-Bench)`)
            self._benchmark_names[at] = tuple(n for n in names if len(n) > 1)
        self._benchmarks_read = len(self.entries)
        return self._benchmark_names

    def _result_of_benchmark(self, inc: _Increment, position: int) -> bool:
        """The preamble files results under the benchmark's entry (`stated_results`), the title
        says its news is a result (`Kestrel 2.0 在 ServeRank 上的成绩`, `… 实测`, `leaderboard`)
        and the entry's name and first clause say no benchmark: not the measured one's news
        (unless the title says a release, `识墨 2.0 发布，附 FenBench 成绩`: the product's; or
        it is a paper, where the preamble files papers under what they evaluate)."""
        if not _measured(inc.title) or contrary.released(inc.title):
            return False
        if _head_names_only(inc.title, inc.names.shown):  # (`X-3 — 8K 上下文，Y 榜第一`)
            return False
        if self._paper_filed_under(inc.keys):  # (`X（arXiv:…）— 对 Quillon 管线的实测攻击`)
            return False
        if not self._names_a_benchmark(inc.title):
            return False  # (`X 手机 NPU 实测 — 42 tok/s`: its own measurement, no board's)
        if _POPULARITY.search(inc.title) and not self._names_a_board_entry(inc.title):
            return False  # (`X 下载量一周破 100 万，Hugging Face 周榜第一`: a chart, no board's)
        entry = self.entries[position]
        first = _FIRST_CLAUSE.match(lead_text(entry.lead))
        if _BENCHMARK.search(f"{entry.shown} {first.group() if first else ''}"):
            return False
        if self._stated_results is None:
            self._stated_results = self.stated_results()
        return self._stated_results

    def _names_a_benchmark(self, title: str) -> bool:
        """The title names a benchmark: a word saying one (`_BENCHMARK`: `基准`, `榜`, `bench`),
        the one it scores on (`_scored_bench`), or a live benchmark entry's name; not a product's
        own measurement (`X 手机 NPU 实测`, a throughput on a device)."""
        if _BENCHMARK.search(title) or _scored_bench(title) or _COMPARED_ON.search(title):
            return True
        unbracketed = _BRACKETED_ASIDE.sub(" ", title)
        boards = self._benchmarks().items()
        return any(self.entries[p].live and _writes_any(unbracketed, n) for p, n in boards)

    def _names_a_board_entry(self, title: str) -> bool:
        """The title writes a live benchmark entry's name (`_benchmarks`)."""
        unbracketed = _BRACKETED_ASIDE.sub(" ", title)
        boards = self._benchmarks().items()
        return any(self.entries[p].live and _writes_any(unbracketed, n) for p, n in boards)

    def _by_scored_benchmark(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title scoring a product on a benchmark (`Quire 3.1 在 Tallyboard 榜单登顶 71.2`,
        `Quire 3.1 scores 71.2 on Tallyboard`, `Quire 3.1 登顶 Tallyboard`) where the preamble
        files scores under the benchmark's entry: the one benchmark entry that name starts is
        the news's (a name's weight), the product's entry at most a possibility."""
        said = _SCORED_ON.match(title) or _SCORES_ON.match(title) or _TOPS_ON.match(title)
        said = said or _CONTAMINATED_ON.match(title) or _VERIFIED_ON.match(title)
        said = said or _ON_BOARD_FIGURE.match(title)  # (`X 1.3 HarborGym 新榜 48.2%`)
        if said is None and not self._product_scores_stated():
            said = _RECORD_ON.match(title)  # (`X 刷新 Board 64K 档纪录 — …`)
        if said is None or _ON_TWO.search(title):  # (scored on two benchmarks: neither's alone)
            return
        if not self._scores_under_benchmark():
            return
        groups = said.groupdict()
        word = groups.get("bench") or groups.get("bare") or groups.get("latin") or ""
        named = self._first_or_whole(form(word))
        benches = [p for p in named if self._board_said(p)]
        if len(benches) > 1:
            return
        if not benches and len(named) == 1 and self._among_benchmarks(named[0]):
            benches = named  # (`**OfficeSim** … sandboxed enterprise tasks` beside the boards)
        if not benches:  # (`TB` a board's paragraph declares, `简称 TB 榜`, beside an entry a
            benches = self._board_by_short(word)  # night named `TB 榜新增…`: the board's)
        if not benches and not named:
            benches = self._board_by_initials(word)  # (`RA` of `**RetrievalArena 榜单**`)
        # (and the capitalised word after a placing's board: `拿下 Glimmer Arena 图像榜第一`;
        # not `登上 GitHub Trending 周榜`)
        then = _NEXT_WORD.match(title, said.end())
        said_of = said.group() + (then.group() if then else "")
        if not benches and (_BENCHMARK.search(said_of) or _ARENA.search(said_of)):
            self._possible_only(found, "but the preamble files scores under the benchmark")
            return  # (a benchmark no entry holds yet: its own new entry, the product's a
        if not benches:  # possibility at most; not `在 GitHub 上…`)
            return
        for position, evidence in found.items():
            if position != benches[0]:
                why = " + ".join(e.why for e in evidence)
                note = "but the preamble files scores under the benchmark's entry"
                found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]
        why = f'{SCORED_ON_BENCHMARK} "{word}" (the preamble files scores there)'
        found.setdefault(benches[0], []).append(Evidence(NAME, why))

    def _board_key_ranked(self, keys: Sequence[str], position: int, title: str) -> bool:
        """The title ranks a product (`_RANKED`: `LongHop-QA 排行：Glintpath 0.4 … 居首`) and
        the increment's paper is held by another live entry, a board's, where the document
        files a product's scores under the product (`_product_scores_read`): the paper and the
        kind the briefing gives are the board's, not the ranked product's at `position`."""
        if _RANKED.search(title) is None:
            return False
        papers = [k for k in keys if k.startswith("arxiv:")]
        boards = [
            p
            for k in papers
            for p in self._live(self.by_key.get(k, ()))
            if p != position and (p in self._benchmarks() or self._board_said(p))
        ]
        return bool(boards) and self._product_scores_read()

    def _board_by_short(self, word: str) -> list[int]:
        """The one live benchmark entry declaring `word` its short form (`_benchmarks`), else
        []."""
        if not _CAPITALS.fullmatch(word):
            return []
        fits = [p for p, names in self._benchmarks().items() if word in names]
        fits = [p for p in fits if self.entries[p].live]
        return fits if len(fits) == 1 else []

    def _board_by_initials(self, word: str) -> list[int]:
        """The one live board entry (`_board_said`) whose Latin name's capitalised parts give
        the title's capitals (`RA` of `RetrievalArena`, `TS` of `TableSeek`), no other live
        entry's name giving them: [it], else []."""
        if not _CAPITALS.fullmatch(word):
            return []
        fits = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live and _camel_initials(entry.names.shown) == word
        ]
        return fits if len(fits) == 1 and self._board_said(fits[0]) else []

    def _scored_on_board(self, title: str, position: int) -> bool:
        """The title scores a product on the board at `position` (`_SCORED_ON`: `SpanFuse 作者在
        TableSeek 上复跑，… 0.829`), a board's entry (`_board_said`), where the document files
        scores under the benchmark's entry: the board's news, though the paper the increment
        cites is the scored method's."""
        said = _SCORED_ON.match(title) or _SCORES_ON.match(title) or _TOPS_ON.match(title)
        if said is None and not self._product_scores_stated():
            said = _RECORD_ON.match(title)  # (`X 刷新 Board 64K 档纪录 — …`)
        if said is None or _ON_TWO.search(title) or not self._board_said(position):
            return False
        groups = said.groupdict()
        word = groups.get("bench") or groups.get("bare") or ""
        if position not in self._first_or_whole(form(word)):
            return False
        return self._scores_under_benchmark()

    def _scores_under_benchmark(self) -> bool:
        """The preamble files scores under the benchmark's entry (`stated_scores`), or says
        nothing of where scores or results go and the editor's entries show it
        (`_scores_shown_home`: the boards' sub-items score the products), read once."""
        if self._stated_scores is None:
            self._stated_scores = self.stated_scores() or self._shown_home() == "benchmark"
        return self._stated_scores

    def _product_scores_read(self) -> bool:
        """The preamble files a product's scores under the product (`_product_scores_stated`),
        or says nothing of where scores or results go and the editor's entries show it
        (`_scores_shown_home`: the products' sub-items score them on the boards)."""
        return self._product_scores_stated() or self._shown_home() == "product"

    def _shown_home(self) -> str:
        """`_scores_shown_home` where the preamble says nothing of where scores, a product's
        scores or results go; "" otherwise."""
        if self.stated_product_scores() or self.stated_results():
            return ""
        if self._scores_home is None:
            self._scores_home = "" if self.stated_scores() else self._scores_shown_home()
        return self._scores_home

    def _scores_shown_home(self) -> str:
        """Where the editor's own live entries file a product's score on a board: "benchmark"
        where two sub-items or more of benchmark entries (`_benchmarks`) write a product
        entry's name then a figure (`v1.3 榜单：Korvane-Omni 70.2 第一` under `**OmniGauge**`)
        and no product entry's sub-item so writes a board's; "product" the other way round
        (`- 2039-01-22: ChartLedger 68.4 (first)` under `### Meridel Vision 4`); "" when
        neither, or both, show."""
        boards: dict[int, bool] = {}  # (`_is_board`, read once per entry)
        shown = [0, 0]  # a board's sub-item scoring a product, a product's scoring on a board
        placed = [False, False]  # … one of them giving a first place (`第一为 X`, `tops`)
        for position in range(min(len(self.entries), _SCORES_SAMPLE)):
            for line in self._editor_body(position):
                for said in _NAME_THEN_FIGURE.finditer(line):
                    named = self._first_named(said.group(), position)
                    if not named:
                        continue
                    board = self._is_board(position, boards)
                    if board != any(self._is_board(p, boards) for p in named):
                        shown[not board] += 1
                        placed[not board] |= _FIRST_PLACE.search(line) is not None
                        break  # (a sub-item counts once: `A 与 B 对比，5.0 / 5.4` is one)
        # (two sub-items, or one recording a board's round: who came first, with the score)
        if (shown[0] >= 2 or placed[0]) and not shown[1]:
            return "benchmark"
        return "product" if (shown[1] >= 2 or placed[1]) and not shown[0] else ""

    def _is_board(self, position: int, read: dict[int, bool]) -> bool:
        """The entry is a benchmark's (`_benchmarks`) or its lead or first clause says it is a
        benchmark or board (`_board_said`: `### ChartLedger` / `Chart understanding … benchmark`),
        kept in `read`."""
        if position not in read:
            board = position in self._benchmarks() or self._board_said(position)
            # (or a paragraph before its dated items says it: `Maker: … · Released: …` then
            # `Human-preference battle leaderboard for image and video generation`)
            said = (line for line in self._editor_body(position)[:4] if not _DATED_ITEM.match(line))
            read[position] = board or any(_BENCHMARK_SAID.search(line) for line in said)
        return read[position]

    def _editor_body(self, position: int) -> Sequence[str]:
        """The lines after the lead of a live entry the editor wrote (none for one a night
        wrote)."""
        entry = self.entries[position]
        source = getattr(entry.source, "entry", None)
        if not entry.live or not isinstance(source, Entry) or self._created(position):
            return ()
        body = source.lines[source.start + source.lead_lines : source.end]
        return [line for line in body if marker.ANYWHERE.search(line) is None]  # (a night's)

    def _first_named(self, word: str, position: int) -> list[int]:
        """The other live entries the editor wrote that go by `word` first (hyphened or its
        first part: `Korvane-Omni`)."""
        named: list[int] = []
        for part in dict.fromkeys((form(word), form(word.split("-")[0]))):
            self._fetch_first(part)
            named += self._live(self.by_first.get(part, ()))
        return [p for p in named if p != position and not self._created(p)]

    def _head_board(self, position: int) -> bool:
        """The entry is a heading entry whose heading holds only its name (`### TallyBoard`)
        and whose paragraph's first clause says a benchmark or board (`_BENCHMARK_SAID`)."""
        entry = getattr(self.entries[position].source, "entry", None)  # (an existing one's)
        if not isinstance(entry, Entry) or not entry.prefix.startswith("#"):
            return False
        first = _FIRST_CLAUSE.match(description(entry))
        return first is not None and _BENCHMARK_SAID.search(first.group()) is not None

    def _board_said(self, position: int) -> bool:
        """The entry's lead says a benchmark or board (`_BENCHMARK_SAID`, not where it says the
        thing was scored: `_SCORED_THERE`); a heading entry's heading names only its maker
        (`### VoxArena — Vox community`), so its paragraph says it (`Anonymous pairwise
        leaderboard for TTS voices`)."""
        if _BENCHMARK_SAID.search(_SCORED_THERE.sub("", self.entries[position].lead)):
            return True
        entry = getattr(self.entries[position].source, "entry", None)  # (an existing one's)
        if not isinstance(entry, Entry):
            return False
        first = _FIRST_CLAUSE.match(description(entry))
        return first is not None and _BENCHMARK_SAID.search(first.group()) is not None

    def _among_benchmarks(self, position: int) -> bool:
        """The live entry at `position` is filed in a section where two other live entries'
        leads say they are benchmarks (`**OfficeSim** … sandboxed enterprise tasks` in a section
        of boards): the document files it as one."""
        entry = self.entries[position]
        if not entry.live:
            return False
        boards = 0
        for at, other in enumerate(self.entries):
            if at != position and other.live and other.anchor == entry.anchor:
                boards += self._board_said(at)
                if boards >= 2:
                    return True
        return False

    def _first_or_whole(self, word: str) -> list[int]:
        """The live entries a title's one word names: by their first word, or by their whole
        name (`VRB` of an entry whose lead spells it out, `Veritas RAG Benchmark`)."""
        self._fetch(word)
        self._fetch_first(word)
        named = {*self.by_first.get(word, ()), *self.by_form.get(word, ())}
        return self._live(sorted(named))

    def _results_kept_apart(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """The editor's own entries keep each result as an entry of its own (`_results_apart`)
        and the title reports a product's score on a benchmark (`_scored_bench`: `Quire 3.1 在
        Tallyboard 上 64.3%`, `Tallyboard 6 月榜：Quire 63.7% 升至第一`): a new result, every
        entry found (the benchmark's, the product's) a possibility at most, its keys kept."""
        if not found or not _scored_bench(title) or not self._results_apart_read():
            return
        note = "but the document keeps each result as an entry of its own"
        for position, evidence in found.items():
            if any(e.weight >= STRONG for e in evidence) or self._score(evidence) <= POSSIBLE:
                continue
            why = " + ".join(e.why for e in evidence)
            found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]

    def _results_apart_read(self) -> bool:
        """Two live entries or more the editor wrote are named by a result, a product scored on
        a benchmark another entry is (`Wildgoose 3.0 在 TaskArena 上 61.4%（05-18）— …` beside
        `TaskArena — 通用智能体任务基准`), and the preamble says nothing of where scores or
        results go (read once)."""
        if self._results_apart is None:
            stated = self.stated_scores() or self.stated_product_scores()
            self._results_apart = not (stated or self.stated_results()) and self._results_shown()
        return self._results_apart

    def _results_shown(self) -> bool:
        """`_results_apart_read`'s reading of the entries."""
        results: dict[int, str] = {}
        for position, entry in enumerate(self.entries):
            if entry.live and not self._created(position):
                results[position] = _scored_bench(lead_text(entry.lead))
        benches = {  # (a result's entry whose name writes `…Bench` is no benchmark's)
            form(n.split()[0])
            for p, ns in self._benchmarks().items()
            if not results.get(p)
            for n in ns
            if n
        }
        return sum(bool(b) and form(b) in benches for b in results.values()) >= 2

    def _possible_only(self, found: dict[int, list[Evidence]], note: str) -> None:
        """Every entry found kept as a possibility at most, the note after its evidence."""
        for position, evidence in found.items():
            if self._score(evidence) > POSSIBLE:
                why = " + ".join(e.why for e in evidence)
                found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]

    def _scored_under_product(
        self, title: str, found: dict[int, list[Evidence]], relation: str = ""
    ) -> None:
        """The title ranks a product on a benchmark (`Tollgate-QA 榜单更新：Grindstone 2.0 登顶`)
        where the preamble files a product's scores under the product (`stated_product_scores`):
        an entry whose lead says it is a benchmark or a dataset is a possibility at most; the one
        product the title names after its head is the news's (a name's weight). Not a head
        naming the benchmark's release (`Tollgate-QA 2.0 榜单更新 — …`: its own news). Unless the
        relation line names the board, a name the product goes by only at a short name's weight
        will do where it is the one entry found (`_one_short`)."""
        if self._ranks_several(title, found):
            self._round_to_headline(title, found)
            return
        if self._board_round_kept(title):
            self._round_to_board(title, found)
            return
        benches = self._ranked_benchmarks(title, found)
        if not benches and not self._ranked_on_board(title, found):
            return
        note = "but the preamble files a product's score under the product"
        for position in benches:
            why = " + ".join(e.why for e in found[position])
            found[position] = [
                Evidence(min(POSSIBLE, self._score(found[position])), f"{why}; {note}")
            ]
        rest = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)[1:]
        retested = _retested(title)
        rest = [retested[1]] if retested else rest  # (the product in the head: `X 复测 Y：…`)
        rest = [_before_placing(rest[0])] if rest else rest  # (`Tessel 5.4 登顶吞吐榜`)
        led: dict[int, list[Evidence]] = {}
        family: dict[int, list[Evidence]] = {}
        if rest:
            self._by_name(names_of(rest[0]), led)
            self._by_family_generation(title, names_of(rest[0]), family)  # (`Vega-4 72.5`)
        products = [
            p for p, e in led.items() if self._score(e) >= CONTINUE and not self._benchmark_lead(p)
        ]
        products = self._no_incidents(products) or [p for p in family if p not in led]
        products = products or self._ranked_to_release(rest[0] if rest else "")
        short = self._one_short(names_of(rest[0])) if rest and not products else []
        # (a relation line's reading first: the board it names, unless it names the product too
        # or no live entry goes by the board's name)
        board = _names_board(title, relation) and self._board_held(title)
        if not board or self._relation_writes(short, relation):
            products = products or short
        if len(products) == 1 and products[0] not in found:
            shown = self.entries[products[0]].shown
            why = f'title ranks "{shown}" on a benchmark (the preamble files scores there)'
            found[products[0]] = [Evidence(NAME, why)]

    def _no_incidents(self, products: list[int]) -> list[int]:
        """The products found for a score, an incident's entry among several left out (`Sulcus-VL
        推理链泄露…` beside `### Sulcus-VL`): a score is never an incident's news."""
        if len(products) < 2:
            return products
        kept = [
            p
            for p in products
            if not contrary.incident_named(self.entries[p].shown, lead_text(self.entries[p].lead))
        ]
        return kept or products

    def _board_held(self, title: str) -> bool:
        """A live entry's name starts with the word the title's head opens on, the board's
        name (`LatencyLadder 6 月榜：…` against `**LatencyLadder**`)."""
        head = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)[0].split()
        if not head:
            return False
        board = form(head[0])
        held = (*self.by_first.get(board, ()), *self.by_form.get(board, ()))
        return bool(self._live(held)) or any(
            e.live and form(e.shown).startswith(board) for e in self.entries
        )

    def _ranked_to_release(self, rest: str) -> list[int]:
        """The product entries the words after a board's head name, read to the product's
        dotted release and no further (`Tessera 4.3 QPS 24k @ Recall 0.95` → `Tessera 4.3`: the
        figures after it are no part of the name), no benchmark's entry among them, each named
        by that very word first (not by a name an update says it took: `Patchwell 1.0` against
        `Patchling`, whose night line renamed it, may be another release's entry)."""
        said = _NAME_TO_RELEASE.match(rest)
        if said is None:
            return []
        mine = names_of(said.group())
        led: dict[int, list[Evidence]] = {}
        self._by_name(mine, led)
        return [
            p
            for p, e in led.items()
            if self._score(e) >= CONTINUE
            and not self._benchmark_lead(p)
            and self.entries[p].names.first == mine.first
        ]

    def _scored_before_board(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """Nothing found for a title writing a product, its release maybe, straight before a
        benchmark entry's Latin name, then the board's measure or a figure (`Corvid 3.3
        ServeBench 实测 — 吞吐 +18%`), where the preamble says nothing of where scores go and the
        editor's entries file that board's scores under the products (`shown_board_scores`:
        `- ServeBench v2.1 (2036-07-15): lowest TTFT P50` under `**Halyard 4**`), none keeping
        results as entries of their own (`_results_apart_read`): the one product entry the
        words before the board name is the news's (a name's weight)."""
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        if found or not (_MEASURED.search(head) or _FIGURE.search(head)):
            return
        said = _PRODUCT_BEFORE_BOARD.match(head)
        if said is None or not self._board_entry(said["board"]):
            return
        if self.stated_scores() or self._product_scores_stated() or self.stated_results():
            return
        if self._results_apart_read() or not self.shown_board_scores(said["board"]):
            return  # (entries keeping results apart disagree: nothing read)
        products = self._products_named(said["product"])
        if len(products) == 1:
            shown = self.entries[products[0]].shown
            why = f'title scores "{shown}" on {said["board"]} (the entries file its scores there)'
            found[products[0]] = [Evidence(NAME, why)]

    def _board_entry(self, board: str) -> bool:
        """A live entry the editor wrote goes by the name `board` and says it is a benchmark
        (`_benchmarks`, or its lead's first clause: `_benchmark_lead`)."""
        self._fetch_first(form(board))
        named = self._live(self.by_first.get(form(board), ()))
        if not named:  # (the benchmarks are read for a name some entry goes by)
            return False
        benches = self._benchmarks()
        return any(
            not self._created(p) and (p in benches or self._benchmark_lead(p)) for p in named
        )

    def _products_named(self, words: str) -> list[int]:
        """The entries the words name (`_by_name`, a name's weight at least), no benchmark's
        (`_benchmark_lead`): the products a score is said of."""
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(words), led)
        return [
            p for p, e in led.items() if self._score(e) >= CONTINUE and not self._benchmark_lead(p)
        ]

    def _scored_product_first(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title scoring a product it names first on one benchmark (`Quire 3.1 登上 Tallyboard
        71.2%`, `Quire 3.1 在 Tallyboard 上 61.4%`, `Quire 61.0% 经 Tallyboard 官方复核`) where
        the preamble files a product's scores under the product: the one product entry the
        words before the benchmark name (read alone, at a name's weight) is the news's; the
        benchmark is no second subject."""
        said = _SCORED_ON.match(title) or _SCORES_ON.match(title) or _TOPS_ON.match(title)
        said = said or _VERIFIED_ON.match(title)  # (`Quire 61.0% 经 Tallyboard 官方复核`)
        said = said or _ON_BOARD_FIGURE.match(title)  # (`X 1.3 HarborGym 新榜 48.2%`)
        if said is None or _ON_TWO.search(title) or not self._product_scores_read():
            return
        board = next(g for g in ("bench", "latin", "bare") if said.re.groupindex.get(g) and said[g])
        head = _PLACING_VERB_AT_END.sub("", title[: said.start(board)])  # (`X 登顶`: X)
        products = self._products_named(head)
        if len(products) != 1:
            return
        if self._score(found.get(products[0], [])) >= CONTINUE:
            return
        shown = self.entries[products[0]].shown
        why = f'title scores "{shown}" on a benchmark (the preamble files scores under the product)'
        found[products[0]] = [Evidence(NAME, why)]

    def _withdrawn_from_product(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A board withdrawing a product's score (`_WITHDRAWN_SCORE`) where the preamble files a
        product's scores under the product: the one product entry the words after the verb name
        is the news's (a name's weight); a benchmark's entry found is a possibility at most."""
        said = _WITHDRAWN_SCORE.match(_visible(title))
        if said is None or not self._product_scores_read():
            return
        products = self._products_named(said["product"])
        if len(products) != 1:
            return
        note = "but the preamble files a product's score (and its withdrawal) under the product"
        for position in [p for p in found if p != products[0]]:
            if self._score(found[position]) > POSSIBLE:
                why = " + ".join(e.why for e in found[position])
                found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]
        shown = self.entries[products[0]].shown
        why = f'title withdraws a score of "{shown}" (the preamble files scores under the product)'
        found[products[0]] = [Evidence(NAME, why)]

    def _paper_under_evaluated(
        self, title: str, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A paper of its own (an arXiv key no entry holds) whose title names the one product
        it evaluates (`X arXiv:… — 对 Marshal 持久化执行的故障注入评测`, `（评测对象：Loomwork
        1.0）`, `evaluated on Cairn`), where the preamble files a paper under the product it
        evaluates (`stated_papers_under`): that product's entry, by a name's weight."""
        papers = [k for k in keys if k.startswith("arxiv:")]
        if not papers or any(self._live(self.by_key.get(k, ())) for k in papers):
            return
        said = _EVALUATED.search(_visible(title))
        if said is None or not self._papers_under_stated():
            return
        group = next(k for k, g in said.groupdict().items() if g)
        if _AND_ANOTHER.match(said.string, said.end(group)):
            return  # (`evaluates Quillon and Sextet`: two things, neither the paper's one)
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(said[group]), led)
        products = [p for p, e in led.items() if self._score(e) >= CONTINUE]
        if len(products) != 1 or self._benchmark_lead(products[0]):
            return
        shown = self.entries[products[0]].shown
        why = f'the paper evaluates "{shown}" (the preamble files a paper under what it evaluates)'
        found.setdefault(products[0], []).append(Evidence(NAME, why))

    def _paper_filed_under(self, keys: Sequence[str]) -> bool:
        """The increment is a paper (an arXiv key) and the preamble files a paper under the
        product it evaluates: a measured paper is that product's news, not a result."""
        return any(k.startswith("arxiv:") for k in keys) and self._papers_under_stated()

    def _papers_under_stated(self) -> bool:
        """The preamble files a paper under the product it evaluates (read once)."""
        if self._stated_papers_under is None:
            self._stated_papers_under = self.stated_papers_under()
        return self._stated_papers_under

    def _product_scores_stated(self) -> bool:
        """The preamble files a product's scores under the product (read once)."""
        if self._stated_product_scores is None:
            self._stated_product_scores = self.stated_product_scores()
        return self._stated_product_scores

    def _relation_writes(self, positions: list[int], relation: str) -> bool:
        """The relation line writes a name of the one entry given (`已有 LoadForge Bench 与
        Fulmar Runtime 条目` for `**Fulmar Runtime (FLR)**`): it names the product beside the
        board."""
        if len(positions) != 1:
            return False
        said = form(relation)
        names = self.entries[positions[0]].names  # (its unnumbered name: `Qilin-Omni 见 §1.1`)
        bare = {names.bare} if names.version and distinctive(names.bare) else set()
        return any(f in said for f in names.full | bare)

    def _one_short(self, mine: Names) -> list[int]:
        """The one entry every reading of a ranked name finds (`_by_names`), by a short name's
        weight at least (`明镜 MirrorVL` against `**MirrorVL**`), no other found: [it], else []."""
        led: dict[int, list[Evidence]] = {}
        self._by_names(mine, led)
        led = {p: led[p] for p in self._no_incidents(list(led))}
        if len(led) != 1:
            return []
        position, evidence = next(iter(led.items()))
        fits = self._score(evidence) >= SHORT_NAME and not self._benchmark_lead(position)
        return [position] if fits else []

    def _ranks_several(self, title: str, found: dict[int, list[Evidence]]) -> bool:
        """A board's round naming several products after its head (`TVR 排行：Corvid-VL 68.3、
        明镜 MirrorVL 66.0 分列前二`, `… 五月评测：A 与 B 并列第一`), or one and others it leaves
        unnamed (`… 评测：A 等 12 个模型…`): the round is none of theirs alone, each a
        possibility at most (True)."""
        head = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
        if len(head) < 2 or not (_BOARD_HEAD.search(head[0]) or _ROUND_HEAD.search(head[0])):
            return False
        named: set[int] = set()
        if self._stated_snapshots is None:
            self._stated_snapshots = self.stated_snapshots()
        listed = _LISTED_OR_PASSED if self._stated_snapshots else _LISTED
        for part in listed.split(head[1]):
            hits: dict[int, list[Evidence]] = {}
            self._by_names(names_of(part), hits)
            to_release = _NAME_TO_RELEASE.match(part)  # (`Quillon 4.1 QPS 31k`: its figures cut)
            if to_release is not None:
                self._by_names(names_of(to_release.group()), hits)
            named |= {p for p, e in hits.items() if self._score(e) >= SHORT_NAME}
        products = {p for p in named if not self._benchmark_lead(p)}
        # (or two clauses each placing one: `汀 TR3 组合首次登顶，Brocade 2.4 组合跌至第三`, the
        # round's whole board, though one of them is found by no name)
        placings = sum(1 for part in _PLACING_CLAUSES.split(head[1]) if _PLACED.search(part))
        fewest = 1 if _AND_OTHERS.search(head[1]) or placings >= 2 else 2
        if len(products) < fewest:
            return False
        note = "but the round names several products"
        headline = self._headline_product(title)  # (kept: the preamble files the round there)
        for position in (products - {headline}) & set(found):
            if self._score(found[position]) > POSSIBLE:
                why = " + ".join(e.why for e in found[position])
                found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]
        return True

    def _headline_product(self, title: str) -> int | None:
        """Where the preamble files a round ranking several products under the product its
        headline is about (`stated_headline_rounds`): the one product entry the first of the
        names after a board's or round's head writes (`ServeRank 第 8 轮：Quiver 2.1 登顶，Tarn
        1.4 第二` → Quiver's), read to its release, not a benchmark's; else None."""
        if self._stated_headline_rounds is None:
            self._stated_headline_rounds = self.stated_headline_rounds()
        if not self._stated_headline_rounds:
            return None
        head = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
        if len(head) < 2 or not (_BOARD_HEAD.search(head[0]) or _ROUND_HEAD.search(head[0])):
            return None
        first = _LISTED.split(head[1], maxsplit=1)[0]
        hits: dict[int, list[Evidence]] = {}
        self._by_names(names_of(first), hits)
        to_release = _NAME_TO_RELEASE.match(first)
        if to_release is not None:
            self._by_names(names_of(to_release.group()), hits)
        products = [
            p for p, e in hits.items() if self._score(e) >= CONTINUE and not self._benchmark_lead(p)
        ]
        return products[0] if len(products) == 1 else None

    def _round_to_headline(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A round ranking several products (`_ranks_several`) where the preamble files it under
        the product its headline is about: that product's entry (`_headline_product`), by a
        name's weight; a benchmark's entry found is a possibility at most, also where no one
        headline product is found."""
        headline = self._headline_product(title)
        if headline is None and not self._stated_headline_rounds:
            return
        note = "but the preamble files a round of several products under its headline product"
        for position in [p for p in found if p != headline and self._benchmark_lead(p)]:
            if self._score(found[position]) > POSSIBLE:
                why = " + ".join(e.why for e in found[position])
                found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]
        if headline is None:  # (`ServeRank round 9: Gannet Cloud tops …` where the headline's
            return  # product is none found alone: never the board's, at most a possibility)
        shown = self.entries[headline].shown
        why = f'the round\'s headline ranks "{shown}" (the preamble files such a round there)'
        found.setdefault(headline, []).append(Evidence(NAME, why))

    def _ranked_on_board(self, title: str, found: dict[int, list[Evidence]]) -> bool:
        """Nothing found for a title ranking a product on a board its head names with a board
        word (`MMRead-Pro 榜单更新：Kestrel-VL-L 58.9 刷新第一`: a board no entry holds), where the
        preamble files a product's scores under the product: the product is looked up."""
        if found or _ON_TWO.search(title):
            return False
        head = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
        if len(head) < 2:
            return False
        board, run = _BOARD_HEAD.search(head[0]), _ROUND_HEAD.search(head[0])
        if not ((board and (_RANKED.search(title) or _board_figure(title))) or run):
            return False
        if _release_in_head(head[0]) and not run:
            return False  # (`Tollgate-QA 2.0 榜单更新`: its release; `Tokenrace 1.1 成绩`: a round)
        return self._product_scores_filed(head[0])

    def _board_round_kept(self, title: str) -> bool:
        """The title is a board's round led by the board (a board's or round's head:
        `Tollbridge Bench 周榜 — QRE 3.2 升至第二`) and the preamble files a
        board's rounds under the board (`stated_board_rounds`): the board's news, not the
        product's, though a product's own scores go under the product."""
        head = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
        if len(head) < 2 or not (_BOARD_HEAD.search(head[0]) or _ROUND_HEAD.search(head[0])):
            return False
        if self._stated_board_rounds is None:
            self._stated_board_rounds = self.stated_board_rounds()
        return self._stated_board_rounds

    def _round_to_board(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A board's round the preamble files under the board (`_board_round_kept`): the one
        board entry found is the news's (a name's weight), every other entry found a
        possibility at most; nothing changed where no one board is found."""
        boards = [p for p in found if self._benchmark_lead(p) or self._called_board(title, p)]
        if len(boards) != 1:
            return
        note = "but the preamble files a board's rounds under the board"
        for position, evidence in found.items():
            if position != boards[0] and self._score(evidence) > POSSIBLE:
                why = " + ".join(e.why for e in evidence)
                found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]
        shown = self.entries[boards[0]].shown
        why = f'title is a round of "{shown}" (the preamble files a board\'s rounds there)'
        found[boards[0]].append(Evidence(NAME, why))

    def _product_scores_filed(self, head: str) -> bool:
        """The preamble files a product's scores under the product, or the editor's entries
        file the scores on the board the head names under the products (`shown_board_scores`)."""
        if self._stated_product_scores is None:
            self._stated_product_scores = self.stated_product_scores()
        if self._stated_product_scores:
            return True
        board = _BOARD_NAME.match(head)
        return board is not None and self.shown_board_scores(board.group())

    def _ranked_benchmarks(self, title: str, found: dict[int, list[Evidence]]) -> list[int]:
        """The benchmark entries found for a title ranking a product on a benchmark where the
        preamble files a product's scores under the product (`_scored_under_product`)."""
        head = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)[0]
        retested = _retested(title)
        head = retested[0] if retested else head  # (`HalluScope 复测 Pallas 2.5`: the board's)
        ranked = _RANKED.search(title) or _TESTED.search(head) or _board_figure(title) or retested
        if not (ranked or _round_of_results(title)) or _ON_TWO.search(title):
            return []
        benches = [p for p in found if self._benchmark_lead(p) or self._called_board(title, p)]
        benches = benches or [p for p in found if self._called_new_board(title, p)]
        if not benches:
            return []
        # (`Tollgate-QA 2.0 榜单更新 — …`: the benchmark's release; not its round of results, nor
        # the board of a release an update of the benchmark's entry already holds)
        release = _release_in_head(head) and not _round_of_results(title)
        if release and not self._release_held(head, benches):
            return []
        if self._product_scores_stated():
            return benches
        # (the editor's entries alone showing it: only a score given after the head, `Board
        # 新提交：X 以 71.3 刷新最高分`; not the board's own news naming a product's result,
        # `Board 更新：新增 3D 子任务与 X 成绩`)
        rest = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)[1:]
        scored = bool(rest) and _DECIMAL_SCORE.search(rest[0]) is not None
        return benches if scored and self._shown_home() == "product" else []

    def _release_held(self, head: str, benches: list[int]) -> bool:
        """A benchmark entry found holds the release the head names as a key an earlier
        update's marker gave it (`Cubicle500 v2 榜单 — …` where `Cubicle-500 v2 — 新增 200 个
        任务` went under `### Cubicle-500`): the head names that release's board, not news of
        the release."""
        said = names_of(head).keys
        return any(key in self.entries[p].keys for p in benches for key in said)

    def _benchmark_kept_possible(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """The benchmark entries stay possible at most when the relation line names them too
        (`已有 TaskArena 条目；本条为 12 月榜`: the writer's reading, not the document's rule);
        not a round ranking several products (`_ranks_several`: the board's news alone), nor a
        board's round the preamble files under the board (`_board_round_kept`)."""
        if self._ranks_several(title, found) or self._board_round_kept(title):
            return
        for position in self._ranked_benchmarks(title, found):
            evidence = found[position]
            if self._score(evidence) > POSSIBLE:
                why = " + ".join(e.why for e in evidence)
                note = "the preamble files a product's score under the product"
                found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]

    def _called_board(self, title: str, position: int) -> bool:
        """The title writes the entry's name, maybe a version, then a board word (`PuzzleSet v2
        排行榜`, `Foo leaderboard`), or opens its head, a round of results (`Foo 第二轮：…`): a
        board, though its lead says only what it holds (`1,800 hard chart, geometry and physics
        problems`)."""
        shown = self.entries[position].names.shown.strip()
        if not shown:
            return False
        board = rf"(?<![A-Za-z0-9]){re.escape(shown)}(?:\s*v?\d+(?:\.\d+)*)?\s*{_BOARD_WORD}"
        if re.search(board, _visible(title), re.I) is not None:
            return True
        # (or a month's board the title's head is, alone: `Slatebench 二月榜 — …`,
        # `Foo 5 月榜单：…`; not `Board 撤下 X 二月榜成绩`, the product's score on the month's
        # board, nor `针鼹 Echidnor 四月榜第 5`, a product's placing on a board it does not name)
        month = rf"{re.escape(shown)}\s*{_BOARD_MONTH}\s*{_BOARD_WORD}"
        parts = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
        if len(parts) == 2 and re.fullmatch(month, parts[0].strip(), re.I):
            return True
        # (a month's round, `Tallyrun 4 月榜 — X 升至第一`: one product's placing, not the
        # whole round's, `… — A 首次登顶，B 跌至第三`)
        # (the head is the name and its round alone: `针鼹 Echidnor 四月榜第 5` is a product's
        # placing on a board it does not name)
        month = rf"{re.escape(shown)}\s*{_MONTH_EDITION}{_BOARD_WORD}"
        parts = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
        if len(parts) == 2 and re.fullmatch(month, parts[0].strip(), re.I) and _one_placing(title):
            return True
        # (or a round of its results: `Tollgate Eval 第二轮：X 通过率 81%`)
        head = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)[0].strip()
        named = re.match(rf"{re.escape(shown)}(?![A-Za-z0-9])", head, re.I) is not None
        return named and _round_of_results(title)

    def _called_new_board(self, title: str, position: int) -> bool:
        """The title's head is the entry's name and a word calling its round a new or first
        board (`Pondquiz 新榜：…`, `Pondquiz 首榜 — …`) and the words after it name one product
        entry (`_products_named`, read to its placing): a board's round, though the entry's
        lead says only what it holds; not the board's own rule (`Pondquiz 新榜：满分由 60 分改为
        100 分`: no product scored)."""
        shown = self.entries[position].names.shown.strip()
        parts = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
        if not shown or len(parts) < 2:
            return False
        called = rf"{re.escape(shown)}\s*{_NEW_BOARD}"
        if re.fullmatch(called, parts[0].strip(), re.I) is None:
            return False
        return len(self._products_named(_before_placing(parts[1]))) == 1

    def _benchmark_lead(self, position: int) -> bool:
        """The entry's name and first clause say it is a benchmark or a dataset, or the clause
        after it where the first only spells the name out (`**TVR** (Tianshu Lab) — Tianshu
        Video Reasoning, long-video reasoning benchmark`); read again without its bracketed
        asides, whose commas end no clause (`**PathTrial** (OAEC, GitHub `oaec/pathtrial`) —
        agent evaluation harness`)."""
        lead = self._lead_text(position)
        if _benchmark_said(lead) or _benchmark_said(_BRACKETED_ASIDE.sub(" ", lead)):
            return True
        if _BENCH_NAMED.search(self.entries[position].names.shown):
            return True  # (`### QuillHop-Bench`: `Multi-turn cache reuse over 40 dialogues`)
        # (a heading entry's heading names its maker, `### GlyphBench — Quarry Labs`; the
        # paragraph under it says what it is)
        entry = getattr(self.entries[position].source, "entry", None)  # (an existing one's)
        return isinstance(entry, Entry) and _benchmark_said(description(entry))


# A clause placing a product on a board (`登顶`, `跌至第三`, `升至吞吐第一`, `ranks 2nd`).
_PLACING = lazy(
    r"登顶|榜首|居首|夺冠|(?:升至|跌至|降至|退居|位列|排名)[^，,；;]{0,6}第|第\s*[一二三四五六七八九十\d]+\s*[名位]?"
    r"|(?i:(?<![A-Za-z])(?:tops|topped|ranks?|ranked|falls?\s+to|rises?\s+to)(?![A-Za-z]))"
)


def _one_placing(title: str) -> bool:
    """The title's part after its head places at most one product: one clause says a
    placing (`Tallyrun 4 月榜 — X 升至吞吐第一`; not `A 首次登顶，B 跌至第三`)."""
    parts = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
    rest = parts[1] if len(parts) > 1 else parts[0]
    return sum(_PLACING.search(c) is not None for c in re.split(r"[，,；;、]", rest)) <= 1


def _benchmark_said(lead: str) -> bool:
    """The lead's first clause (or the next, where the first spells the name out) says a
    benchmark or a dataset (`_benchmark_lead`)."""
    first = _FIRST_CLAUSE.match(lead)
    if first is None:
        return False
    said = first.group()
    after = _FIRST_CLAUSE.match(lead[first.end() + 1 :].lstrip())
    if after is not None and _SPELLED_OUT_CLAUSE.search(said):
        said = f"{said} {after.group()}"
    return _BENCHMARK_OR_DATA.search(said) is not None


# A word calling a board's round new or first right after the board's name (`新榜`, `首榜`,
# `最新榜单`).
_NEW_BOARD = r"(?:新|首|最新)\s*(?:排行榜|榜单|榜)"
# A year's season or annual board (`2038 秋季榜`, `2038 年度榜`, `2038Q3 榜单`, `2038 spring
# leaderboard`): the board's round of that season, the year no release of the board's.
_YEAR_EDITION = lazy(
    r"(?<![\d.])(?:19|20)\d{2}\s*(?:年\s*)?"
    r"(?:[春夏秋冬]季|年度|上半年|下半年|Q[1-4]|(?i:spring|summer|autumn|fall|winter|annual))\s*"
    rf"{_BOARD_WORD}\s*$"
)


def _release_in_head(head: str) -> bool:
    """The head of a board's title names a release (`Tollgate-QA 2.0 榜单更新`), not a year's
    season board (`_YEAR_EDITION`: `Larkbench 2038 秋季榜`)."""
    return bool(names_of(head).version) and _YEAR_EDITION.search(head.strip()) is None


def _round_of_results(title: str) -> bool:
    """The title's head, one clause, is a board's round of results, its release or edition
    maybe before the round word (`RetroBench v2 新成绩`, `TesseraBench 2037Q1 结果`, `Kiln
    Arena v2 results`), and something follows it (the products' results): not the board's news
    (`RetroBench v2 成绩口径修订`)."""
    parts = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
    head = parts[0].strip()
    if len(parts) < 2 or not parts[1].strip() or re.search(r"[，,；;]", head):
        return False
    return _ROUND_HEAD.search(head) is not None


def _names_board(title: str, relation: str) -> bool:
    """The relation line writes the word the title's head opens on, the board's name
    (`关卡问答 6 月榜 — …` with `已有关卡问答条目；本条为 6 月榜`)."""
    head = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)[0].split()
    return bool(head) and form(head[0]) in form(relation)
