"""Running logs a document's preamble sends comparisons to.

A document may keep head-to-head comparisons out of the compared products' entries, in a log
entry its preamble names (`Head-to-head comparisons go into the bake-off logs (`LOG · Bake-off
log (vector stores)` in §1.2, …)`, `横评记入 `选型对照记录` 条目`): a comparison's news is then
that log's, in the section the increment goes to.
"""

from __future__ import annotations

from collections.abc import Sequence

from patcher.text.lazy import lazy

# What a preamble calls a comparison of several things.
_COMPARISONS = lazy(
    r"(?i:(?<![A-Za-z])(?:head-to-head|comparisons?|bake-?offs?|shoot-?outs?)(?![A-Za-z]))"
    r"|横评|横向对比|对比|选型对照"
)
# Words saying where they go (`go into`, `are logged in`, `记入`).
_INTO = lazy(
    r"(?i:(?<![A-Za-z])(?:go(?:es)?\s+(?:in|into|to)|(?:are|is)\s+(?:logged|kept|recorded|filed)"
    r"\s+(?:in|under)|belongs?\s+in)(?![A-Za-z]))"
    r"|记入|写入|记在|写在|归入|并入|放进|放入|追加到"
)
# A name the sentence quotes as code (`LOG · Bake-off log (vector stores)`; not a tag, `#对比`),
# in corner brackets (`记入 §1.1 的「评测台账」`) or in double quotes (`go in the "Side-by-side"
# log`).
_QUOTED = lazy(
    r"`(?P<name>[^`#][^`]{2,79})`|「(?P<cjk>[^「」`]{2,40})」"
    r"|[\"“](?P<plain>[^\"“”`#\n][^\"“”`\n]{2,60})[\"”]"
)
_SENTENCE_END = lazy(r"[.;]\s|[。；;]|\n")
# A title comparing things (`十亿级向量库横评`, `A vs B`, `bake-off`).
_COMPARING = lazy(
    # (not contrastive learning or contrast: `对比学习`, `对比度`)
    r"横评|对比(?!学习|度|损失)|比较|之争|(?i:(?<![A-Za-z])(?:vs\.?|versus|bake-?off|head-to-head|shoot-?out"
    r"|(?:latency|speed|accuracy|quality|cost|price|independent)\s+comparisons?)"
    r"(?![A-Za-z]))"
)
_NOT_WORD = lazy(r"[\W_]+")
# A sentence saying the log was kept so once (`横评过去记入 …`: before where they go), or no
# longer (`…，自 11 月起停用`; not `此前零散的横评也已补录进去`, `不再散落在各产品条目下`: the log
# now keeps them).
_PAST_WORDS = lazy(
    r"过去|以前|此前|曾经?|(?i:(?<![A-Za-z])(?:formerly|used\s+to|previously)(?![A-Za-z]))"
)
_NO_LONGER = lazy(
    r"停用|废弃|不再(?:记|写|使用|用|维护|追加)"
    r"|(?i:(?<![A-Za-z])(?:no\s+longer|until)(?![A-Za-z]))"
)
# Comparisons of one aspect only (`价格对比记入 …`, `price comparisons go into …`; not `横评（含
# 价格对比）记入 …`, `including price comparisons`: all of them).
_ASPECT = lazy(
    r"(?<!含)(?<!包括)(?<!包含)(?<![及和与])(?<!including\s)"
    r"(?:(?:价格|定价|费用|成本|计费)\s*(?:对比|横评)|(?i:(?:price|pricing|cost)\s+comparisons?))"
)


def stated_comparison_logs(preamble: str) -> tuple[str, ...]:
    """The entries the preamble sends comparisons to: the names a sentence saying where
    comparisons go quotes after saying so (`… go into the bake-off logs (`LOG · Bake-off log
    (vector stores)` in §1.2, …)`), as keys (`log_key`)."""
    flat = preamble.replace("*", "")
    found: list[str] = []
    for sentence in _SENTENCE_END.split(flat):
        said = _COMPARISONS.search(sentence)
        into = _INTO.search(sentence, said.end()) if said else None
        if into is not None and not _of_the_past(sentence, into.start()):
            found += _quoted_keys(sentence, into.end())
    return tuple(k for k in dict.fromkeys(found) if k)


# Words giving a thing an entry of its own (`单列条目`, `单独成条`, `get their own entry`).
_OWN_ENTRY = lazy(
    r"单列(?:条目|一条)?|单独(?:成|立)条|另立(?:一个|一)?条|另起(?:一个|一)?条"
    r"|(?i:(?<![A-Za-z])(?:own\s+entr(?:y|ies)|entr(?:y|ies)\s+of\s+(?:its|their)\s+own)(?![A-Za-z]))"
)
_DENIAL = lazy(r"不|并非|无需|(?i:(?<![A-Za-z])(?:not|no|never)(?![A-Za-z]))")


def states_comparisons_apart(preamble: str) -> bool:
    """A sentence of the preamble gives comparisons an entry of their own (`榜单之外的独立对比评测
    在 §1.3 单列条目`, `Independent comparisons get their own entry`), no log quoted for them
    (`stated_comparison_logs`), no denial between the two, nor a rule of the past: a title
    comparing things is then no compared product's news."""
    flat = preamble.replace("*", "")
    for sentence in _SENTENCE_END.split(flat):
        said = _COMPARISONS.search(sentence)
        own = _OWN_ENTRY.search(sentence, said.end()) if said else None
        if said is None or own is None or _QUOTED.search(sentence):
            continue
        denied = _DENIAL.search(sentence, said.end(), own.start()) is not None
        if not denied and not _of_the_past(sentence, own.start()):
            return True
    return False


def comparison_logs_placed(preamble: str) -> bool:
    """A sentence sending comparisons to logs it quotes says the section of one (`(`LOG ·
    Shoot-out log (indexes)` in §1.2)`): each log takes its section's comparisons only."""
    flat = preamble.replace("*", "")
    for sentence in _SENTENCE_END.split(flat):
        said = _COMPARISONS.search(sentence)
        into = _INTO.search(sentence, said.end()) if said else None
        quoted = _QUOTED.search(sentence, into.end()) if into is not None else None
        if quoted is not None and "§" in sentence[quoted.start() :]:
            return True
    return False


def _quoted_keys(sentence: str, start: int) -> list[str]:
    """The keys (`log_key`) of the names the sentence quotes from `start` on (`_QUOTED`)."""
    return [log_key(m["name"] or m["cjk"] or m["plain"]) for m in _QUOTED.finditer(sentence, start)]


def _of_the_past(sentence: str, into: int) -> bool:
    """The sentence tells where comparisons went once (a word of the past before where they
    go, at `into`), or no longer go, or keeps comparisons of one aspect only (`_ASPECT`)."""
    return bool(
        _PAST_WORDS.search(sentence, 0, into)
        or _NO_LONGER.search(sentence)
        or _ASPECT.search(sentence)
    )


def log_key(text: str) -> str:
    """Text compared as a log's name: casefolded, letters and digits only (`LOG · Bake-off
    log (vector stores)` → `logbakeofflogvectorstores`)."""
    return _NOT_WORD.sub("", text.replace("`", "").casefold())


# A title setting one product's releases side by side (`Beacon 0.9 与 0.8 对比`, `X v2 vs v1`):
# that product's news, no comparison of things.
_OWN_RELEASES = lazy(
    r"^\s*[A-Za-z][\w\-]*\s*[vV]?\d[\d.]*\s*(?:与|和|跟|对|(?i:vs\.?|versus))\s*[vV]?\d[\d.]*"
    # (not a count, `X 2.0 与 3 款向量库横评`, nor a third thing, `X v1 vs v2 vs Y`)
    r"(?![\d.])(?!\s*(?:款|个|家|种|项)|\s*(?:与|和|跟|对(?!比)|、|(?i:vs\.?|versus)\s))"
)


# What a preamble calls apps (`apps are logged in the single "App diary" entry`, `应用记入「应用
# 观察」`).
_APPS = lazy(r"(?i:(?<![A-Za-z])(?:apps|applications)(?![A-Za-z]))|应用")


def stated_app_logs(preamble: str) -> tuple[str, ...]:
    """The entries the preamble logs every app in: the names a sentence saying where apps go
    quotes after saying so (`apps are logged in the single "App diary" entry`), as keys
    (`log_key`); not a rule of the past."""
    flat = preamble.replace("*", "")
    found: list[str] = []
    for sentence in _SENTENCE_END.split(flat):
        said = _APPS.search(sentence)
        into = _INTO.search(sentence, said.end()) if said else None
        if into is not None and not _of_the_past(sentence, into.start()):
            found += _quoted_keys(sentence, into.end())
    return tuple(k for k in dict.fromkeys(found) if k)


# A title saying its thing is an app (`… 的判例问答应用`, `知识库应用上线`, `a RAG app`).
_AN_APP = lazy(
    r"(?<=[\u4e00-\u9fff])应用(?=$|\s|[，,。；;（(—–\-]|上线|发布)"
    r"|(?i:(?<![A-Za-z])apps?(?![A-Za-z]))"
)


def says_app(title: str) -> bool:
    """The title calls its thing an app (`_AN_APP`)."""
    return _AN_APP.search(title) is not None


# A log's line naming its item after the date (`- 2040-05-05: Lanyard Desk 1.0 — …`, `- 2040-06-01:
# Pellow (Ostrel) — …`): the item's name, without its release.
_LOGGED_ITEM = lazy(
    r"^\s*[-*+]\s+\d{4}-\d{1,2}(?:-\d{1,2})?\s*[:：]\s*"
    r"(?P<name>[A-Z][\w.\-]*(?:\s+[A-Z][\w.\-]*){0,3}?)(?:\s+v?\d[\w.]*)?\s*(?:[—–(（,，:：]|$)"
)


def logged_items(lines: Sequence[str]) -> tuple[str, ...]:
    """The names a log's dated lines open with (`_LOGGED_ITEM`)."""
    return tuple(m["name"] for line in lines if (m := _LOGGED_ITEM.match(line)) is not None)


# Words filing a comparison under the item its title names first (`两者对比记在标题里先出现的那一方
# 条目下`, `comparisons are written on the entry of the item named first`).
_FIRST_NAMED = lazy(
    r"先出现|先提到|排在前面|在前的一方|(?i:(?<![A-Za-z])(?:named|listed|mentioned)\s+first"
    r"|first[\s-]+(?:named|listed|mentioned)(?![A-Za-z]))"
)


def states_comparisons_under_first(preamble: str) -> bool:
    """A sentence of the preamble files a comparison under the entry of the item its title
    names first (`_FIRST_NAMED` after a comparison word: `两者对比记在标题里先出现的那一方条目下`),
    no denial before it nor a rule of the past: a comparing title is that item's news."""
    flat = preamble.replace("*", "")
    for sentence in _SENTENCE_END.split(flat):
        said = _COMPARISONS.search(sentence)
        first = _FIRST_NAMED.search(sentence, said.end()) if said else None
        if first is None or _DENIAL.search(sentence, said.end() if said else 0, first.start()):
            continue
        if not _of_the_past(sentence, first.start()):
            return True
    return False


def first_compared(title: str) -> str:
    """What a comparing title names before its comparison word (`Tiller Box 对比 Quay Cache` →
    `Tiller Box`); "" for none or a title opening on the word."""
    said = _COMPARING.search(title)
    return title[: said.start()].strip() if said is not None else ""


def comparing(title: str) -> bool:
    """The title is a comparison of things (`十亿级向量库横评 — A / B / C`, `A vs B`), not of
    one product's releases (`_OWN_RELEASES`)."""
    return _COMPARING.search(title) is not None and _OWN_RELEASES.match(title) is None


# What a preamble calls every evaluation result (`所有评测结果`, `all benchmark results`), and
# where it files them (`都登记在 … `📊 评测台账` 表里`, `are rows of the `Eval ledger` entry`).
_RESULTS = lazy(
    r"(?:所有|全部|一切|各类)(?:的)?(?:评测|测评|跑分|基准)(?:结果|成绩)"
    r"|(?i:(?<![A-Za-z])(?:all|every)\s+(?:evaluation|benchmark|eval)\s+(?:results?|scores?)"
    r"(?![A-Za-z]))"
)
_FILED = lazy(
    r"登记在|登记到|登记于|记入|写入|记在|写在|归入|(?i:(?<![A-Za-z])(?:go(?:es)?\s+(?:in|into)"
    r"|are\s+rows?\s+(?:of|in)|(?:are|is)\s+(?:logged|kept|recorded|filed)\s+in)(?![A-Za-z]))"
)


def stated_result_ledger(preamble: str) -> str:
    """The key (`log_key`) of the one entry a preamble sentence files every evaluation result
    in, quoting its name after saying so (`所有评测结果（…）都登记在 §1.4 的 `📊 评测台账` 表里`
    → `评测台账`); "" where no sentence does, or one quotes two names."""
    for sentence in _SENTENCE_END.split(preamble.replace("*", "")):
        said = _RESULTS.search(sentence)
        into = _FILED.search(sentence, said.end()) if said else None
        if into is None or _of_the_past(sentence, into.start()):
            continue
        quoted = _quoted_keys(sentence, into.end())
        if len(quoted) == 1 and quoted[0]:
            return quoted[0]
    return ""


# A title reporting an evaluation: its head says so (`X 8 月榜`, `CM3.2 视频理解成绩`), or, a
# head with no release, the first clause after its dash says it is a benchmark (`DuplexBench
# 首发 — 全双工打断延迟基准`), not a release quoting a score (`X 3.0 发布 — MMVerse 评测 82.1`).
_EVALUATION = lazy(
    r"榜|评测|测评|基准|成绩|跑分|得分"
    r"|(?i:(?<![A-Za-z])(?:leaderboard|benchmark|scores?|evaluation)(?![A-Za-z]))"
)
# A head that is a name's results and nothing more (`MLPerf 结果：…`, `HELM results: …`): a
# benchmark's round, its results listed after the colon.
_RESULTS_HEAD = lazy(r"\s*[A-Za-z][A-Za-z0-9.\-]*\s*(?:结果|(?i:results))\s*")
_HEAD_END = lazy(r"\s*[—–]{1,2}\s*|\s+-{1,2}\s+|[：:]\s*")
_DOTTED_RELEASE = lazy(r"\d+\.\d+")
_CLAUSE_END = lazy(r"[，,；;。（(]")


def reports_evaluation(title: str) -> bool:
    """The title reports an evaluation result or a benchmark (`_EVALUATION` in its head, a head
    that is a name's results, `_RESULTS_HEAD`, or `_EVALUATION` in the first clause after its
    dash where the head names no release)."""
    parts = _HEAD_END.split(title, maxsplit=1)
    if _EVALUATION.search(parts[0]) or (len(parts) > 1 and _RESULTS_HEAD.fullmatch(parts[0])):
        return True
    if len(parts) < 2 or _DOTTED_RELEASE.search(parts[0]):
        return False
    return _EVALUATION.search(_CLAUSE_END.split(parts[1], maxsplit=1)[0]) is not None
