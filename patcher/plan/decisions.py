"""What happens to each increment: already there (`unchanged`), a new entry (`inserted`), or
an update of the entry the evidence says it continues (`updated`); a second source of the
same day adds only what the entry lacks."""

from __future__ import annotations

from dataclasses import replace

from patcher.briefing.increments import Increment
from patcher.briefing.parse import Brief
from patcher.document.identity import lead_name, lead_text
from patcher.plan import contrary, incidents
from patcher.plan.app_hosts import app_host_home
from patcher.plan.editor import Editor
from patcher.plan.entries import Target
from patcher.plan.evidence import (
    anchored_titles,
    cited_increments,
    names_of,
    restated_in_points,
)
from patcher.plan.evidence.index_incidents import incident_news
from patcher.plan.evidence.index_scores import result_news
from patcher.plan.evidence.name_index import release_version, reports_release
from patcher.plan.evidence.names import two_language_half
from patcher.plan.evidence.spelling import form
from patcher.plan.history_subjects import history_subject_home, issue_history_home
from patcher.plan.listed_papers import implemented_paper_home, paper_home
from patcher.plan.model import Action, ActionKind
from patcher.plan.routes import Route
from patcher.text import marker
from patcher.text.lazy import lazy
from patcher.text.normalise import short
from patcher.text.written import holds


def apply(editor: Editor, brief: Brief, inc: Increment, route: Route) -> Action:
    """Decide for one routed increment and plan its edit on `editor`."""
    editor.read_brief(brief)
    routed, route = route.anchor, _placed(editor, inc, route)  # (evidence: as routed)
    keys = editor.keys_of(inc)
    flags = ["fallback"] if route.flagged else []
    if route.via == "words":
        flags.append("placed-by-words")
    if route.unread:
        flags.append("suggestion-unread")
    if inc.adjacent:
        flags.append("adjacent")
    done, taken = _applied(editor, inc)
    if done is not None:
        editor.landed[inc.id] = done
        return _action(editor, brief, inc, route, ("unchanged", f"id:{inc.id}", done), flags)
    if taken:  # another briefing of that day holds the id: this one gets its own
        inc = replace(inc, id=marker.suffixed(inc.id, inc.title))
    target, matched = _decide(editor, inc, keys, routed, _cited(editor, inc, brief), brief.date)
    if target is not None and _reported_today(editor, target, brief, inc):
        fresh = new_facts(inc, target.body)
        if fresh is None:  # the same increment from another source: once is enough
            editor.landed[inc.id] = target
            flags.append("same-day-duplicate")
            return _action(editor, brief, inc, route, ("unchanged", matched, target), flags)
        inc = fresh  # a restatement: only what the entry does not hold yet
        flags.append("restated")
    if target is not None:
        editor.update(target, inc, brief.date, route.anchor)
        _landed(editor, inc, target, brief)
        return _action(editor, brief, inc, route, ("updated", matched, target), flags)
    if inc.continued:
        flags.append("continued-but-new")
    if inc.id in editor.possibly:
        flags.append("possibly-continues")
    route = _beside_release(editor, inc, route)
    route = _beside_product(editor, inc, route)
    route = _stated_home(editor, inc, keys, route)
    if editor.unsure_place(route.anchor):
        flags.append("placement-unsure")
    target = editor.insert(inc, brief.date, route.anchor, keys)
    _landed(editor, inc, target, brief)
    return _action(editor, brief, inc, route, ("inserted", None, target), flags)


# Where a title goes on to name things it is only set against or made for (`Wisp 1.0 发布，
# 对标 SGLang`, `Fable 2.0：以 Canary 为基线…`, `Orca 1.0 支持 Quillserve 与 Larchserve`): the
# names after it say nothing of where the title's own subject is filed.
_BACKGROUND = lazy(
    r"[，,；;]?\s*(?:对标|以(?=[^，。；,;]{1,40}?为(?:基线|对照|基准|参照))|支持|兼容|适配|面向"
    r"|(?i:(?<![A-Za-z])(?:against|supports?|compatible\s+with|for)(?![A-Za-z])))"
)


# A relation line saying what it names is another thing (`同名但无关`, `不是同一产品`,
# `unrelated`): its entries say nothing of where the increment's subject is filed.
_UNRELATED = lazy(
    r"无关|同名|不是同一|并非同一|(?i:(?<![A-Za-z])(?:unrelated|namesake|not\s+the\s+same)(?![A-Za-z]))"
)


def _relation_places(inc: Increment) -> bool:
    """The relation line's entries may place the increment: it names them as things of its own
    kind (a sibling, a rival), not as a namesake it denies, and the title reports no incident
    (an incident goes where the document files incidents, not beside what it affected)."""
    return not _UNRELATED.search(inc.relation) and not contrary.new_incident(inc.title)


def _placed(editor: Editor, inc: Increment, route: Route) -> Route:
    """An increment nothing routed (`fallback`: no suggestion, no priority row, no keyword)
    goes where the entries its title names live, as an editor files it (`Gantry Cache 1.2`
    beside `**龙门缓存**（Gantry Cache）` in §1.3); a title naming no entry, where those its
    points name live (`Zephyr-Sight — 风眼科技 VLM`, scored on `CRB` above `Lumen-VL 3`), else
    those its relation line names (`同厂 Sable 的绊线 Tripwire 是提示层护栏`: a sibling; not a
    namesake it denies): one main section, else the fallback."""
    if route.via != "fallback":
        return route
    boards = _boards_home(editor, inc.title)
    if boards is not None:  # (`SongFair 首期榜单发布 —— X 3 第一`: the board's, not X's)
        why = f"the title launches a board; the document's boards are filed in {boards}"
        return replace(route, anchor=boards, via="named", reason=why, flagged=False)
    own = _BACKGROUND.split(inc.title, maxsplit=1)[0]  # (not `对标 LMCache`: a baseline)
    found = _filed_in(editor, own)
    where = "the title names"
    if found is None and not _named(editor, own):
        points = (_BACKGROUND.split(point, maxsplit=1)[0] for point in inc.points)
        found, where = _filed_in(editor, "\n".join(points)), "its points name"
    if found is None and not _named(editor, own) and _relation_places(inc):
        found, where = _filed_in(editor, inc.relation), "its relation line names"
    if found is None and not _named(editor, own):
        return _by_words(
            editor, [own, *(_BACKGROUND.split(p, maxsplit=1)[0] for p in inc.points)], route
        )
    if found is None:
        return route
    anchor, shown = found
    why = f"{where} {shown}, filed in {anchor}; no section suggested"
    return replace(route, anchor=anchor, via="named", reason=why, flagged=False)


# An entry named as an incident (`Quayside 0.8 队列积压事故`, `Gantry 1.0 outage`).
_INCIDENT_NAMED = lazy(r"事故|故障|(?i:(?<![A-Za-z])(?:incident|outage)s?(?![A-Za-z]))")


def _beside_release(editor: Editor, inc: Increment, route: Route) -> Route:
    """A new entry no section was suggested for (keywords, names, words or the fallback
    placed it), a release of a product whose other releases' entries all live in one main
    section (`Gantry 1.0` beside `Gantry 0.9 — …` in §1.4, a document of one entry per
    release): filed beside them, as an editor files a product's next release; not an
    incident the title reports in a release."""
    if route.via not in ("keyword", "fallback", "named", "words"):
        return route
    mine = names_of(inc.title)
    half = None if mine.first else two_language_half(mine.shown)
    mine = names_of(f"{half[1]}{half[2]}") if half else mine  # (`蜂巢 Hive 2.1`: `Hive 2.1`)
    if not mine.version or not mine.first or contrary.new_incident(inc.title):
        return route  # (`Glint 0.2 内存泄漏`: an incident, filed where incidents go)
    own = _BACKGROUND.split(inc.title, maxsplit=1)[0]
    named = {**editor.index.mentioned(own), **editor.index.names.products_named(own)}
    possible = editor.possible_at.get(inc.id)
    targets = [editor.index.at(p) for p in named]
    targets += [possible] if possible is not None else []
    anchors: set[str] = set()
    for target in targets:
        name = lead_name(target.title)
        if contrary.incident_named(name, target.title) or _INCIDENT_NAMED.search(name):
            continue  # (`Quayside 0.8 队列积压事故`: an incident in a release, not a release)
        theirs = names_of(name)
        if theirs.first == mine.first and theirs.version and theirs.version != mine.version:
            anchors.add(target.anchor)
    if len(anchors) != 1 or anchors & editor.smap.auxiliary or route.anchor in anchors:
        return route
    anchor = anchors.pop()
    why = f"another release of {mine.first} is filed in {anchor}; no section suggested"
    return replace(route, anchor=anchor, via="named", reason=why, flagged=False)


def _beside_product(editor: Editor, inc: Increment, route: Route) -> Route:
    """A new entry whose title reports an incident (a symptom, a vulnerability) in a document
    whose editor files every incident entry beside its product's entries, none in the section
    suggested (`_incidents_beside_products`): filed in the one main section the entries its
    title names live in (`Loomdex 5.1 升级后索引重建卡死` beside `Loomdex 5.1` in §1.3, not the
    §1.4 a briefing suggests for incidents)."""
    if route.via != "suggested":
        return route
    title = inc.title
    if not (contrary.new_incident(title) or incidents.reports_vulnerability(title)):
        return route
    if not _incidents_beside_products(editor, route.anchor):
        return route
    own = _BACKGROUND.split(title, maxsplit=1)[0]
    named = [editor.index.at(p) for p in _named(editor, own)]
    anchors = {t.anchor for t in named if not _incident_target(t)} - editor.smap.auxiliary
    if len(anchors) != 1 or route.anchor in anchors:
        return route
    anchor = anchors.pop()
    why = f"the document files incidents beside their product's entries, in {anchor}"
    return replace(route, anchor=anchor, via="named", reason=why, flagged=False)


# A paper's word in a title (`论文`, `paper`, `preprint`): a paper's news, whatever it studies.
_PAPER = lazy(r"论文|(?i:(?<![A-Za-z])(?:papers?|preprints?)(?![A-Za-z]))")


def _stated_home(editor: Editor, inc: Increment, keys: list[str], route: Route) -> Route:
    """A new entry of a kind the preamble files one entry each in one section it names, the
    title reporting that kind as the rules deciding it read it: a security flaw or its fix
    (`incidents.security_news`: `安全通告在 §1.4 单独成条`), an incident (`incident_news`:
    `事故和安全公告在 §1.4 各自单独成条`), a result (`result_news`: `榜单成绩在 §1.4 单列`):
    filed there, whatever section the briefing suggests (`via stated`); a release of a product
    the document holds (`reports_release`: `Every new release … is its own entry in §1.4`);
    never a paper (an arXiv key, `论文`: `论文：工具调用的超时重试策略` studies trouble, reports
    none)."""
    index, title = editor.index, inc.title
    if any(k.startswith("arxiv:") for k in keys) or _PAPER.search(title):
        return route
    if incidents.security_news(title):
        return _filed_in_stated(editor, route, index.stated_advisory_section(), "advisories")
    if incident_news(title) or _misuse_listed(editor, title):
        return _filed_in_stated(editor, route, index.stated_incident_section(), "incidents")
    if result_news(title):
        return _filed_in_stated(editor, route, index.stated_result_section(), "results")
    mine = names_of(title)
    if reports_release(title, mine) and _of_a_known_product(editor, inc):
        return _filed_in_stated(
            editor, route, index.release_section_of(release_version(mine)), "releases"
        )
    return route


def _misuse_listed(editor: Editor, title: str) -> bool:
    """The title names an event of misuse (`X 克隆语音冒充银行客服诈骗案`, `X impersonation
    case`) and the preamble lists misuse among the kinds it files as incidents (`Incidents —
    outages, security flaws, abuse cases — each get their own entry in §1.4`)."""
    kinds = editor.index.stated_incident_kinds()
    return bool(kinds) and contrary.names_event(title, kinds)


def _of_a_known_product(editor: Editor, inc: Increment) -> bool:
    """The increment's title names an entry of the document, or its decision reported one it
    possibly continues: a release of a product the document holds (a release-entry pointing
    back at it), not a first release of a product new to it (`和弦 Hexian 2.0`: its product
    entry goes where products of its kind live)."""
    own = _BACKGROUND.split(inc.title, maxsplit=1)[0]
    return inc.id in editor.possible_at or bool(_named(editor, own))


def _filed_in_stated(editor: Editor, route: Route, stated: str, kind: str) -> Route:
    """`route` moved to `stated`, the section the preamble files `kind` in, where that is an
    anchor of the map's, no auxiliary one, and not the route's own."""
    anchor = next((a.id for a in editor.smap.anchors if a.id == stated), None)
    if anchor is None or anchor == route.anchor or anchor in editor.smap.auxiliary:
        return route
    why = f"the preamble files {kind} one entry each, in {anchor}"
    return replace(route, anchor=anchor, via="stated", reason=why, flagged=False)


def _incident_target(target: Target) -> bool:
    """The entry is named as an incident (`Quayside 0.8 队列积压事故`, `WX Cloud outage`) or
    its lead carries an incident mark (`` `2031-09-19` 🔥 Ferrule 0.9 … ``)."""
    name = lead_name(target.title)
    if incidents.INCIDENT_MARK.match(target.title):
        return True
    return contrary.incident_named(name, target.title) or bool(_INCIDENT_NAMED.search(name))


_NAME_PARTS = lazy(r"[\s/]+")


def _incidents_beside_products(editor: Editor, suggested: str) -> bool:
    """Two or more of the editor's own live entries are incidents', each in the section of an
    entry of its product (that entry's first name among its name's words: `LT 3.1 ingestion
    leak` beside `LT 3.1` in §1.1), none in `suggested`: where the document files incidents
    (read once per anchor)."""
    if suggested in editor.beside_products:
        return editor.beside_products[suggested]
    names = editor.index.names
    placed: dict[str, set[str]] = {}  # section → the first names of its non-incident entries
    found: list[tuple[frozenset[str], str]] = []  # an incident's name's words, its section
    for position, entry in enumerate(names.entries):
        target = editor.index.at(position)
        if target.entry is None or not entry.live or not entry.names.first:
            continue
        if _incident_target(target):
            words = frozenset(form(w) for w in _NAME_PARTS.split(entry.names.shown))
            found.append((words, target.anchor))
        else:
            placed.setdefault(target.anchor, set()).add(entry.names.first)
    beside = len(found) >= 2 and all(
        anchor != suggested and words & placed.get(anchor, set()) for words, anchor in found
    )
    editor.beside_products[suggested] = beside
    return beside


# A title's head launching a board (`SongFair 首期榜单发布`, `X 排行榜上线`, `launches a
# leaderboard`), and where the head ends.
_BOARD_LAUNCHED = lazy(
    r"(?:榜单|排行榜)(?:正式)?(?:发布|上线|推出|亮相)"
    r"|(?i:(?<![A-Za-z])launch(?:es|ed)?\s+(?:a\s+|its\s+)?(?:new\s+)?(?:leaderboard|benchmark)s?(?![A-Za-z]))"
)
_HEAD_END = lazy(r"\s[—–]{1,2}\s|——|[：:]")


def _boards_home(editor: Editor, title: str) -> str | None:
    """The one main section the document's boards (entries named as benchmarks or boards)
    live in, for a title whose head launches a board; None otherwise."""
    head = _HEAD_END.split(title, maxsplit=1)[0]
    if _BOARD_LAUNCHED.search(head) is None:
        return None
    names = editor.index.names
    boards = [p for p, entry in enumerate(names.entries) if entry.live and names.is_benchmark(p)]
    anchors = {editor.index.at(p).anchor for p in boards} - editor.smap.auxiliary
    return anchors.pop() if len(anchors) == 1 else None


def _by_words(editor: Editor, texts: list[str], route: Route) -> Route:
    """An increment naming no entry, nothing routed: the one main section whose entries
    share the most distinctive of its words (`plan/vocabulary.py`: `MotionCanvas — 可控镜头运动的
    文生视频` beside the §1.3 entries writing `文生视频`), still flagged for the reviewer; else
    the fallback."""
    filed = editor.vocabulary().filed(texts)  # (not what it is set against: `支持 SGLang`)
    if filed is None:
        return route
    why = f"its words ({', '.join(filed.words)}) are those of {filed.anchor}'s entries"
    return replace(route, anchor=filed.anchor, via="words", reason=why, flagged=False)


def _named(editor: Editor, text: str) -> dict[int, str]:
    return editor.index.mentioned(text) or editor.index.names.products_named(text)


def _filed_in(editor: Editor, text: str) -> tuple[str, str] | None:
    """The one main section the entries `text` names live in, and their names shown."""
    named = _named(editor, text)
    anchors = {editor.index.at(p).anchor for p in named} - editor.smap.auxiliary
    if len(anchors) != 1:
        return None
    return anchors.pop(), ", ".join(sorted(set(named.values())))


def _landed(editor: Editor, inc: Increment, target: Target, brief: Brief) -> None:
    editor.landed[inc.id] = target
    editor.origin[inc.id] = brief.path


def _applied(editor: Editor, inc: Increment) -> tuple[Target | None, bool]:
    """The entry that already has this increment (its id, or the id's number on the same
    day with the same title), and whether another increment holds the id."""
    base = marker.base(inc.id)
    holders = editor.index.holding(base)
    for target in holders:
        lead = target.body.split("\n", 1)[0]
        own_entry = any(f"id={i}" in lead for i in target.ids if marker.base(i) == base)
        # an entry the id created shows its title; an update line may show only figures
        if holds(target.body, inc.title) or (
            inc.id in target.ids and not own_entry and not _another_increment(editor, inc, target)
        ):
            return target, False
    return None, bool(holders)


def _another_increment(editor: Editor, inc: Increment, target: Target) -> bool:
    """The update line holding the increment's id does not show its title, where the map's
    update template writes one: another increment of that number, from another instance of
    the day applied in an earlier run (`Wren 0.1 开源` is not the `Quillserve 3.4` update
    holding `2026-12-10#1`). A continued increment's history line shows only figures, and
    a template without `{title}` shows none: the id decides there, as before."""
    if inc.continued or "{title}" not in editor.smap.template.update:
        return False
    lines = [
        marker.strip(line)
        for line in target.body.split("\n")
        if f"id={inc.id}" in line and any(inc.id in m.ids for m in marker.read(line))
    ]
    return bool(lines) and not any(holds(line, inc.title) for line in lines)


def _reported_today(editor: Editor, target: Target, brief: Brief, inc: Increment) -> bool:
    """The entry already holds an increment of this day from another source (another
    briefing of the day, in this run or an earlier one)."""
    return any(
        i != inc.id and not marker.is_note(i) and editor.origin.get(i) != brief.path
        for i in editor.index.day_ids(target, brief.date)
    )


def _cited(editor: Editor, inc: Increment, brief: Brief) -> list[tuple[Target, str]]:
    """The one entry holding an increment the relation line cites (`续立 10-06 增量 6`,
    `同日简报增量 3`), or a point says it restates (`（同 Tom 实例增量 1）`), from another
    briefing, with that increment's id; none when several. An entry holding the very id
    cited outranks one holding only a same-day namesake's suffixed id (`11-09 增量 2` is
    `2037-11-09#2`, not the second instance's `2037-11-09#2.40d759`)."""
    found: dict[int, tuple[Target, str]] = {}
    exact: set[int] = set()
    cited = cited_increments(inc.relation, brief.date) if inc.relation else []
    for item_id in [*cited, *restated_in_points(inc.points, brief.date)]:
        for target in editor.index.holding(item_id):
            held = [i for i in target.ids if marker.base(i) == item_id and not marker.is_note(i)]
            if any(editor.origin.get(i) != brief.path for i in held):
                found.setdefault(id(target), (target, item_id))
                if item_id in held and editor.origin.get(item_id) != brief.path:
                    exact.add(id(target))
    for day, quoted in anchored_titles(inc.relation, brief.date) if inc.relation else []:
        for target, item_id in _titled_on(editor, day, quoted):
            if editor.origin.get(item_id) != brief.path:
                found.setdefault(id(target), (target, item_id))
                exact.add(id(target))
    if len(found) > 1:
        return _cited_instance(inc.relation, found, exact)
    return list(found.values()) if len(found) == 1 else []


# A relation line saying which instance of the day it cites: the second one (`续 11-11 第二实例
# 增量 3`, its ids suffixed), or some instance, unsaid which (`同 Tom 实例增量 1`).
_SECOND_INSTANCE = lazy(
    r"(?:第二|第\s*2|另一|另外的?)\s*个?\s*实例"
    r"|(?i:(?<![A-Za-z])(?:second|other)\s+instance(?![A-Za-z]))"
)
_INSTANCE = lazy(r"实例|(?i:(?<![A-Za-z])instance(?![A-Za-z]))")


def _cited_instance(
    relation: str, found: dict[int, tuple[Target, str]], exact: set[int]
) -> list[tuple[Target, str]]:
    """Of several entries holding a cited number, the one the line means: the one holding
    a same-day namesake's suffixed id where it cites the second instance, else the one
    holding the very id where it names no instance; none otherwise."""
    if _SECOND_INSTANCE.search(relation):
        chosen = [v for k, v in found.items() if k not in exact]
    elif _INSTANCE.search(relation):
        chosen = []
    else:
        chosen = [v for k, v in found.items() if k in exact]
    return chosen if len(chosen) == 1 else []


def _titled_on(editor: Editor, day: str, quoted: str) -> list[tuple[Target, str]]:
    """The live entries holding an increment of `day` whose lead opens with the quoted title
    (`06-08 已锚定"X 事故：…"`: the entry a night wrote from that title), with its id."""
    wanted = form(quoted)
    found = []
    for target in editor.index.live():
        ids = [i for i in editor.index.day_ids(target, day) if not marker.is_note(i)]
        if ids and form(lead_text(target.title)).startswith(wanted):
            found.append((target, marker.base(ids[0])))
    return found


def _decide(
    editor: Editor,
    inc: Increment,
    keys: list[str],
    anchor: str,
    cited: list[tuple[Target, str]],
    date: str = "",
) -> tuple[Target | None, str | None]:
    """The entry the increment continues, from the evidence (plan/evidence/); an entry
    it may continue, without enough evidence, is kept for the report (`date`: the
    briefing's day)."""
    repos = contrary.repos_of("\n".join([inc.title, inc.sources]), keys)
    verdict = editor.index.decide(
        inc.title, inc.relation, keys, anchor, cited, repos, inc.points, inc.sources, date
    )
    if verdict.chosen is None and (home := paper_home(editor, keys)) is not None:
        return _filed_paper(editor, inc, home)
    if verdict.chosen is None and (home := issue_history_home(editor, keys)) is not None:
        return _recorded_there(editor, inc, home)  # (the issue its history records)
    if verdict.chosen is None and not verdict.possible:
        home = implemented_paper_home(editor, inc.title, keys, inc.points)
        if home is not None:
            return _filed_paper(editor, inc, home)
        # (not an incident of the thing: `X 同步服务事故` goes where the document files incidents,
        # unless its entries file them in the product's history)
        apart = incident_news(inc.title) and not _incidents_in_history(editor)
        home = None if apart else history_subject_home(editor, inc.title, keys)
        if home is not None:
            return _recorded_there(editor, inc, home)
        host = app_host_home(editor, inc.title)
        if host is not None:
            return _noted_on_host(editor, inc, host)
    if verdict.chosen is not None:
        return _unless_blocked(editor, inc, editor.index.at(verdict.chosen), verdict.why)
    if verdict.possible and verdict.candidate is not None:
        candidate = editor.index.at(verdict.candidate)
        editor.possible_at[inc.id] = candidate  # (a release's section: `_beside_release`)
        if verdict.doubtful:
            editor.possibly[inc.id] = f"{short(candidate.title, 60)!r} ({verdict.why})"
            editor.possibly_start[inc.id] = candidate.start
    return None, None


def _incidents_in_history(editor: Editor) -> bool:
    """The editor's own entries file incidents as items of the product's (or release's)
    history (`EntryIndex.incident_home`: `- 2039-05-21: index corruption in 5.2 — …`)."""
    return editor.index.incident_home()[0] in ("product", "release")


def _filed_paper(editor: Editor, inc: Increment, home: Target) -> tuple[Target | None, str | None]:
    """The entry filing the paper the index lists (its text cites it), unless an update
    there would be inside an open block (then a new entry, reported)."""
    why = f"the arXiv index lists the paper, {short(home.title, 30)!r} files it"
    return _unless_blocked(editor, inc, home, why)


def _unless_blocked(
    editor: Editor, inc: Increment, home: Target, why: str | None
) -> tuple[Target | None, str | None]:
    """`home` and `why`, unless an update there would be inside an open block: then no
    entry, and `possibly continues home (why; what blocks it)` reported (a new entry)."""
    blocked = editor.open_end(home)
    if blocked is None:
        return home, why
    editor.possibly[inc.id] = f"{short(home.title, 60)!r} ({why}; {blocked})"
    editor.possibly_start[inc.id] = home.start
    return None, None


def _recorded_there(
    editor: Editor, inc: Increment, home: Target
) -> tuple[Target | None, str | None]:
    """The entry whose own history records the title's subject (`history_subject_home`),
    unless an update there would be inside an open block (then a new entry, reported)."""
    why = f"{short(home.title, 30)!r} records the title's subject in its history"
    return _unless_blocked(editor, inc, home, why)


def _noted_on_host(
    editor: Editor, inc: Increment, home: Target
) -> tuple[Target | None, str | None]:
    """The framework entry a new app is built on, where the preamble notes apps there
    (`app_host_home`), unless an update there would be inside an open block (then a new
    entry, reported)."""
    why = f"the title's app is built on {short(home.title, 30)!r} (the preamble notes apps there)"
    return _unless_blocked(editor, inc, home, why)


def _action(
    editor: Editor,
    brief: Brief,
    inc: Increment,
    route: Route,
    what: tuple[ActionKind, str | None, Target],
    flags: list[str],
) -> Action:
    action, matched, target = what
    return Action(
        inc.id,
        inc.title,
        target.anchor,
        action,
        route.via,
        matched,
        target.start if action == "unchanged" else None,
        tuple(flags),
        brief.path,
        editor.omitted.get(inc.id, "") if action != "unchanged" else "",
        possibly=editor.possibly.get(inc.id, "") if action == "inserted" else "",
        possibly_line=editor.possibly_start.get(inc.id) if action == "inserted" else None,
    )


def new_facts(inc: Increment, body: str) -> Increment | None:
    """The increment with only the points `body` (an entry's text) does not hold yet; None
    when it holds them all and its title says nothing new (no figure the entry lacks)."""
    fresh = tuple(p for p in inc.body if not holds(body, p.text))
    if not fresh and not _new_figures(inc.title, body):
        return None
    return replace(inc, body=fresh, points=tuple(p.text for p in fresh))


_FIGURE = lazy(r"\d[\d,.]*\s*(?:%|×|x|▲|[A-Za-z/]+)?")


def _new_figures(title: str, body: str) -> bool:
    """The title carries a figure (`1,300 tok/s`, `+78▲`, `v0.5.21`) the entry lacks."""
    return any(not holds(body, figure.group()) for figure in _FIGURE.finditer(title))
