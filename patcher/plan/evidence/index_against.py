"""The index's evidence against a continuation: another kind, maker, qualifier or release."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from patcher.document.headentries import summary
from patcher.document.identity import Entry, lead_text
from patcher.plan import contrary, incidents, versions
from patcher.plan.descriptor import descriptor_only
from patcher.plan.evidence.abbreviations import (
    _LATIN_THEN_KIND,
    _NAME_WORD,
    _beside,
    _greek_namesake,
    latin_before_kind,
)
from patcher.plan.evidence.clues import (
    _chinese_name_in,
    _continued_by_name,
    _kind_released_entry,
    _moved_with_name,
    _named_repository,
    _paper_on,
    _partners,
    _release_after_kind,
    _spelled_in,
    _squashed,
    _title_repository,
    _took_name,
    _undenied,
    _versioned,
    _word_prefixes,
)
from patcher.plan.evidence.index_name_rules import _SIZE, series_papers_kept
from patcher.plan.evidence.index_names import _KIND_THEN_RELEASE, _STUDY
from patcher.plan.evidence.index_releases import _KIND_NOUN, _SERIES
from patcher.plan.evidence.index_renames import _Renames
from patcher.plan.evidence.index_stated import _BROAD
from patcher.plan.evidence.names import (
    _INCIDENT_WORD,
    _LATIN_CORE,
    _VERSION_TAIL,
    Names,
    _dated_by_month,
    _names_another,
    _without_title_readings,
    distinctive,
    names_of,
)
from patcher.plan.evidence.namesakes import (
    _denies_namesake,
    _same_generation,
    _says_rival,
    _tier_written,
)
from patcher.plan.evidence.readings import (
    _TITLE_HEAD_END,
    _Increment,
    _patch_of_named,
)
from patcher.plan.evidence.relations import (
    affirmed,
    asks_apart,
    continuing,
    named_release,
)
from patcher.plan.evidence.spelling import (
    COMMON,
    fold_words,
    form,
)
from patcher.plan.evidence.weights import (
    CONTINUE,
    POSSIBLE,
    SECTION,
    SHORT_NAME,
    STRONG,
    WEAK_NAME,
    Evidence,
)
from patcher.text import marker, refs
from patcher.text.lazy import lazy

# The evidence of a product a board's round ranks after its head (`index_scores`: `title ranks
# "X" on a benchmark`): read from the words after the head, not the title's name, which is the
# board's (`VoxArena week 20`: no generation of X's).
_RANKED_AFTER_HEAD = 'title ranks "'
# A title's head ending on a board's numbered round (`VoxArena week 20 — …`, `round 8:`).
_NUMBERED_ROUND_HEAD = lazy(
    r"^[^—–:：]*?(?i:(?<![A-Za-z])(?:week|round|season)\s+\d+)\s*(?:[—–:：]|$)"
)


# A title's leading Latin name (one word: `Shuttle 传输库 0.3`).
# The evidence `name_index._decide` gives an entry holding an increment the relation line cites
# (`relation line cites 2039-06-18#1`): that increment's id.
_CITED_ID = lazy(r"relation line cites (?P<id>\d{4}-\d{2}-\d{2}#\S+)$")
_LATIN_WORD = lazy(r"[A-Za-z][A-Za-z0-9\-]*(?![A-Za-z0-9\-])")
# A relation line saying the news is a new version of the same thing (`v3 为同一基准新版`,
# `同一框架的新版本`, `a new version of the same benchmark`): its paper is that version's report.
_SAME_THING_NEW = lazy(
    r"同一(?:个)?(?:基准|榜单|评测|产品|框架|协议|项目|数据集)的?\s*(?:新版本?|新一版|下一版)"
    r"|(?i:(?<![A-Za-z])new\s+version\s+of\s+the\s+same\s+(?:benchmark|leaderboard|product"
    r"|framework|protocol|project|dataset)(?![A-Za-z]))"
)
# A capitalised name, then `ecosystem` (`Kestrel ecosystem: …`, `Kestrel ecosystem gains …`).
_ECOSYSTEM_HEADED = lazy(r"^\s*[A-Z][A-Za-z0-9\-]*\s+ecosystem(?![A-Za-z])")
# A headline: a plain capitalised word (maybe lower-case words after it), a short Chinese topic
# and a colon (`Pulse 调度：…`, `Anchor token 注意力：…`), or one English word and a colon
# (`Quillbase scheduling: …`), the word naming what the topic is about.
_TOPIC_HEADLINE = lazy(
    r"^\s*[A-Z][a-z]+(?:(?:\s+[a-z][a-z\-]*)*\s*(?P<topic>[\u4e00-\u9fff]{2,6})"
    r"|\s+(?P<english>[a-z]{4,}))\s*[：:]"
)

# A technical report (`技术报告`, `technical report`) and an entry's name that is one's (`Nimbus 3
# 技术报告`); a head releasing something before the report word (`X 发布，附技术报告`).
_REPORT = lazy(r"技术报告|(?i:(?<![A-Za-z])(?:technical|tech)\s+report(?![A-Za-z]))")
_REPORT_NAME = lazy(r"(?i)(?P<model>.+?)\s*(?:技术报告|(?:technical|tech)\s+report)")
# A title saying its news is a paper (`报告`, `论文`, `paper`, `report`, `arXiv`).
_PAPER_SAID = lazy(r"报告|论文|(?i:(?<![A-Za-z])(?:papers?|reports?|arxiv)(?![A-Za-z]))")
_RELEASED_BEFORE = lazy(r"发布|推出|上线|(?i:(?<![A-Za-z])(?:releases?|launch(?:es)?)(?![A-Za-z]))")
_TITLE_HEAD = lazy(r"\s+(?:—{1,2}|–|--)\s*|——")
# A lead struck through from its start to its end (`~~**Gannet** — 已停更。~~`).
# A thing's own technical report or paper (`技术报告`, `technical report`, `tech report`).
_OWN_REPORT = lazy(r"技术报告|(?i:(?<![A-Za-z])tech(?:nical)?\s+report(?![A-Za-z]))")
_STRUCK_WHOLE = lazy(r"^\s*~~[^~]+~~\s*$")
# A title led by a buyer and the word of its acquisition (`Ember Labs 收购 `, `Ember Labs
# acquires `), the bought thing's name right after.
_BUYER_LED = lazy(
    r"^\s*(?P<buyer>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,3})\s*(?:宣布)?"
    r"(?:收购|(?i:acquires|has\s+acquired|buys)(?![A-Za-z]))\s*(?=[A-Za-z])"
)
# A title led by a thing merged into another (`Siltpage 并入 Halyard 主线`, `Siltpage merged
# into Halyard`, `Siltpage folds into Halyard`), the other's name right after.
_MERGED_INTO = lazy(
    r"^\s*(?P<merged>[A-Za-z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,2})\s*(?:正式)?"
    r"(?:并入|合并(?:进|到|入)|(?i:(?:is\s+|was\s+|gets\s+)?(?:merged|folded)\s+into|folds\s+into)"
    r"(?![A-Za-z]))\s*(?=[A-Za-z])"
)
# The bought company and the word for its product after it (`Fernhill Labs 及其 `, `Fernhill
# Labs and its `), the product's name right after.
_COMPANY_AND_ITS = lazy(
    r"^\s*(?P<company>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,3})\s*"
    r"(?:及其|连同其?|以及其?|(?:及|和|与|连同)旗下|,?\s*(?i:and|along\s+with|with)\s+its(?![A-Za-z]))"
    r"\s*(?=[A-Za-z])"
)
# A company's name and nothing else (`Pallas AI`, `Fernhill Labs`).
_COMPANY_ONLY = lazy(r"^\s*[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,3}\s*$")
# A title led by a maker and its announcement (`Basalt Labs 宣布 Quarry 进入维护模式`, `Basalt
# Labs announces Quarry …`, a notice: `Basalt 通知 Quarry 2 API 停服`), the announced thing's name
# right after.
_MAKER_ANNOUNCES = lazy(
    r"^\s*(?P<maker>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,3})\s*"
    r"(?:宣布|通知|公告|(?i:announces|has\s+announced|notifies)(?![A-Za-z]))\s*(?=[A-Za-z])"
)
# The same with a maker written in Chinese (`云杉智能宣布 kestrel-db 停止维护`): the maker must be
# one an entry's lead names as a whole word (`@云杉智能`, `（云杉智能）`: `_LEAD_MAKER`).
_CJK_MAKER_ANNOUNCES = lazy(r"^\s*(?P<maker>[\u4e00-\u9fff]{2,8}?)(?:宣布|通知)\s*(?=[A-Za-z])")
_LEAD_MAKER = r"(?:^|[@＠（(，,·/\s]){}(?=$|[）)，,·/\s⸺—–])"
# Abbreviations that are a person's role in a company before they are a product's name.
_ROLES = frozenset({"CEO", "CTO", "CFO", "COO", "CIO", "CPO", "CSO", "VP"})
# Why an entry named by another release of the thing is a possibility at most.
# A clause saying the thing it names shares the maker (`（同一机构）`, `same vendor`).
_SAME_MAKER = lazy(
    r"同一(?:家)?(?:机构|厂商|公司|实验室|团队|组织|作者)|同(?:一)?厂"
    r"|(?i:(?<![A-Za-z])same\s+(?:maker|vendor|org|organi[sz]ation|company|lab)(?![A-Za-z]))"
)
_ANOTHER_RELEASE = "but the title is another release than"
# The words a sibling's name says beyond another entry's whole name (`-KV`, ` 评测榜`).
_SIBLING_WORDS = lazy(r"[A-Za-z][A-Za-z0-9]*|[\u4e00-\u9fff]+")
# A kind of thing right after a name (`Cobble 追踪 SDK`, `Wicket 调度器`, `Osprey 网关`).
# (a whole run of Chinese, not one saying what the thing did: `新增浏览器任务赛道` is news)
_KIND_AFTER_NAME = lazy(
    r"^\s*(?!新增|支持|接入|发布|推出|开源|上线|引入|加入|适配|兼容|集成)"
    # (nor a word saying a release, `补丁`, `热修复`, `正式版`: `Ragtide补丁0.9.2` is Ragtide's)
    r"(?!补丁|热修|修复|版本|正式版|预览版|测试版|候选版)"
    r"(?:(?P<kind>[\u4e00-\u9fff]{0,6}?(?:[\u4e00-\u9fff]{0,2}器|协议|框架|引擎|运行时|网关|平台|库)"
    r"(?![\u4e00-\u9fff])|[\u4e00-\u9fff]{0,4}\s*(?:SDK|插件)(?![A-Za-z\u4e00-\u9fff]))"
    r"|(?P<before>[\u4e00-\u9fff]{2,6})\s*[vV]?\d+(?:\.\d+)+)"
)
_NO_RELEASE = lazy(r"[vV]?\d[\d.xX]*|\s+")  # (`分层缓存 2.0` names `分层缓存`)
# A name right after a word saying the subject now works with it or goes into it.
_TAKEN_ON_NAME = lazy(
    r"(?:接入|对接|适配|兼容|支持|加入|并入|合并到|合并进|迁移到|迁入|进入|上线"
    # (a base model switched to: `Pictor 切换至 Nimbus 4 底座`, `改用 X`, `换用 X`)
    r"|切换至|切换到|改用|换用)\s*"
    r"(?P<name>[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*){0,3})"
)


# A move into a brand or product line (`并入「Alder KV」品牌`, `归入 Alder 产品线`): the
# subject's own news, the brand no other thing it is about.
_INTO_BRAND = lazy(
    r"(?:并入|归入|纳入|合并到|合并进|划入)\s*[「『“\"《]?"
    r"(?P<brand>[A-Za-z\u3400-\u9fff][^」』”\"》，,；;。—–]{0,24}?)[」』”\"》]?\s*"
    r"(?:品牌|产品线|产品家族|系列|家族|旗下)"
)


def _into_brand(shown: str, head: re.Match[str]) -> bool:
    """The title's subject moves into a brand or product line after its name (`Wrenfield
    并入「Alder KV」品牌`): the brand named is no second thing it is about."""
    said = _INTO_BRAND.search(shown, head.end())
    return said is not None and not _names_another(shown[: said.start()], head.group().strip())


# A clause, its brackets whole (`与 X（同名云厂商，6-17）无关；`).
_BRACKETED_CLAUSE = lazy(r"(?:[（(][^（()）]*[）)]|[^；;。！!？?，,])+[；;。！!？?，,]?")
# A clause saying no more than that the names agree (`仅同名`, `只是同名而已`).
_ONLY_SAME_NAME = lazy(r"^\s*(?:仅|只|只是|仅是|纯属)?\s*同名(?:而已)?\s*[；;。！!？?，,]?\s*$")
# `与 X(…)同名不同物`: about X where X is another entry's whole name (`_namesake_of_other`).
_NAMESAKE_OF = lazy(
    r"^\s*与(?:[（(][^（()）]*[）)]|[^；;。，,])*?同名不同(?:物|作|品|产品|项目|东西)?\s*[；;。，,]?\s*$"
)
_UNRELATED_TO = lazy(
    # (not `X 是检索组件，与本条只是同名`: the namesake is the X said before, the entry maybe)
    r"^\s*(?:本条|注意|需?注意|请注意)?\s*与(?!\s*(?:本条|本增量|此条|该增量)\s*(?:只是|仅是|仅|只)?同名)"
    r"(?:[（(][^（()）]*[）)]|[^；;。，,])*?"
    r"(?:无关|(?:不是|并非|非)同一(?:个|款|家|种)?"  # (`与 Nimbus Trace（…）不是同一家`)
    r"|(?:只是|仅是|仅|只)同名)"  # (`与 01-08 的 Harbor Eval 只是同名前缀，无关`)
    # (`对照：不同于 10-12 收录的 X 基准（同名不同物）`: a contrast with a namesake)
    r"|^\s*(?:[^；;。，,：:]{1,6}[：:])?\s*(?:不同于|区别于)(?=[^；;。，,]*同名)"
)
# A Latin word, maybe hyphened on (`Tidepool-QA`).
_HYPHENED_WORD = lazy(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+")


def _written_whole(clause: str, own: str) -> bool:
    """A name's form (`tidepool`) occurs in the clause, not only inside a longer hyphened
    word that names another thing (`Tidepool-QA`)."""
    folded = form(clause)
    if own not in folded:
        return False
    rest = _HYPHENED_WORD.sub(
        lambda m: "" if own in form(m.group()) and own != form(m.group()) else m.group(), clause
    )
    return own in form(rest)


# A Latin name, then a bracket right after it saying which of that name's things it is
# (`信标 Beacon（请求追踪）— …`, `Beacon (Cinder) :: …`).
_QUALIFIED_NAME = lazy(
    r"^[^（(\n]{0,30}?(?<![A-Za-z0-9])(?P<word>[A-Z][A-Za-z0-9\-]*)\s*[（(](?P<words>[^）)]{2,20})[）)]"
)


# A dotted release closing a name (`Marlin 3.1`, `v2.0`): a release, not a line (`Lark Draft 2`).
_DOTTED_TAIL = lazy(r"(?<![A-Za-z0-9.])[vV]?\d+(?:\.\d+)+\s*$")


# A hosted offering or zone named after what a platform put online (`… 5.5 托管版`, `… 专区`).
_HOSTED_AFTER = lazy(r"\s*(?:托管|专区|推理服务|(?i:hosted|managed)(?![A-Za-z]))")


# A lead's word saying which release the thing is at now (`currently Sorrel Edit 3.2`, `当前
# 3.2`, `latest version: 3.2`), the entry's name maybe between.
_CURRENTLY = lazy(
    r"(?:当前|目前|现为|最新)(?:版本?)?\s*[为是:：]?\s*"
    r"|(?i:(?<![A-Za-z])(?:currently|current|latest)(?:\s+(?:release|version))?\s*[:：]?\s*)"
)
_RELEASE_NOW = lazy(r"v?(?P<release>\d+(?:\.\d+)*)(?!\.?\d)(?![A-Za-z_])")


def _current_release(lead: str, name: str) -> tuple[int, ...]:
    """The release a lead says its thing is at now (`currently Sorrel Edit 3.2` → (3, 2)), the
    entry's name allowed between the word and the number; () for none."""
    for said in _CURRENTLY.finditer(lead):
        rest = lead[said.end() :]
        if rest.casefold().startswith(name.casefold()):
            rest = rest[len(name) :].lstrip()
        now = _RELEASE_NOW.match(rest)
        if now is not None:
            return versions.release(now["release"])
    return ()


# A dated history line opening with a release (`- 2040-10-09: 1.0 — …`, `- 2040-11-27: 0.8.`,
# `- 2040-11-11：v1.6 发布`).
_HISTORY_RELEASE = lazy(
    r"^\s*[-*+]\s+\d{4}-\d{1,2}(?:-\d{1,2})?\s*[:：—–]\s*[vV]?(?P<release>\d+(?:\.\d+)+)"
    r"(?!\.?\d)(?![A-Za-z_])"
)


def _history_release(entry: Entry) -> tuple[int, ...]:
    """The latest release an entry's dated history lines open with (`- 2040-10-09: 1.0 — …`,
    `- 2040-11-11: 1.6 — …` → (1, 6)): the release a product named without a version is at
    where its lead does not say and the preamble says a new major version opens an entry
    (`stated_new_major_opens`: not `a new major generation gets its own heading`, where a
    bare-named SDK keeps its 2.0); () for none."""
    found = [
        versions.release(said["release"])
        for line in entry.lines[entry.start + 1 : entry.end]
        if (said := _HISTORY_RELEASE.match(line)) is not None
    ]
    return max(found, default=())


# An entry's words saying it is a product's first generation (`document VLM, first generation`,
# `第一代`, `初代`): a product named without a version, at its first.
_FIRST_GENERATION = lazy(
    r"(?i:(?<![A-Za-z])(?:first|1st)[\s-]+generation(?![A-Za-z]))|第一代|初代|首代"
)


class _Against(_Renames):
    """The index's evidence against a continuation: another kind, maker, qualifier or release."""

    def _taking_on_known(self, mine: Names) -> Names:
        """A title naming another thing only as what its subject now works with, right after
        a word saying so (`nightjar 投机解码接入 Marlowe Serve 2.5`, `Paddock Scheduler 项目归档，
        功能并入 Monsoon Router`), that thing being one an entry of the document is named by:
        about its subject still (`Quarry Router 接入 Chrome DevTools`, a name no entry has,
        stays about two things)."""
        head = _LATIN_CORE.match(mine.shown)
        if not mine.others or mine.joined or mine.rival or head is None:
            return mine
        if _into_brand(mine.shown, head):
            return replace(mine, others=False)
        taken = _TAKEN_ON_NAME.search(mine.shown, head.end())
        if taken is None:
            return mine
        name = _VERSION_TAIL.sub("", taken["name"]).strip()
        if self._release_put_online(mine.shown, taken, head.group().strip(), name):
            return mine  # (`Dovecote 上线 Marlin 3.1`: Marlin's release too; not `Lark Draft 2`)
        if not distinctive(form(name)) or not self._live(self.by_form.get(form(name), ())):
            return mine
        rest = mine.shown[: taken.start("name")] + mine.shown[taken.end() :]
        if _names_another(rest, head.group().strip()):
            return mine
        return replace(mine, others=False)

    @staticmethod
    def _release_put_online(shown: str, taken: re.Match[str], subject: str, name: str) -> bool:
        """`X 上线 Y 3.1` with Y's dotted release (`Dovecote 上线 Marlin 3.1 — 同日首发`): Y's
        release as much as X's news; not Y's hosted offering on X (`Tessel Cloud 上线 Tessel 5.5
        托管版`: X is Y's own cloud, or a hosted version or zone follows), nor `Lark Draft 2`."""
        if not shown[taken.start() :].startswith("上线") or not _DOTTED_TAIL.search(taken["name"]):
            return False
        own_cloud = form(subject).startswith(form(name))
        return not (own_cloud or _HOSTED_AFTER.match(shown, taken.end()))

    def _acquired_subject(self, title: str, mine: Names) -> Names:
        """A title led by a buyer and its acquisition (`Ember Labs 收购 Quarry 分块库，…`, `Ember
        Labs acquires Quarry`) is news of what it bought, where an entry is named by that name
        (`Quarry 0.7`): read from the bought name on; the title as it was otherwise (the buyer
        only named, or the bought thing no entry's)."""
        bought = _BUYER_LED.match(title)
        if bought is None:
            return self._announced_subject(title, mine)
        theirs = names_of(title[bought.end() :])
        if not distinctive(theirs.first) or not self._live(self.by_first.get(theirs.first, ())):
            return self._bought_companys(title[bought.end() :], mine)
        return self._bought_product(title[bought.end() :]) or theirs

    def _region_kept(self, title: str) -> str:
        """The title, a cloud region's short id after a name joined to it (`Tessel eu-central
        新增…` as `Tessel-eu-central 新增…`) where a live entry goes by the name with the region
        (`**Tessel eu-central**`): a word of that name, which `names_of` would cut as the place
        the trouble was (`Tessel ap-south 区域查询变慢`: Tessel's). The title as it was
        otherwise."""
        if "-" not in title:
            return title
        for said in _NAME_THEN_REGION.finditer(title):
            words = said["name"].split(" ")
            for count in range(1, len(words) + 1):
                named = " ".join([*words[-count:], said["region"]])
                if self._live(self.by_form.get(form(named), ())):
                    return title[: said.start("region") - 1] + "-" + title[said.start("region") :]
        return title

    def _merged_subject(self, title: str, mine: Names) -> Names:
        """A title led by a thing merged into another (`Siltpage 并入 Halyard 主线（…模块）`,
        `Siltpage merged into Halyard`) is news of what took it in, where no live entry goes by
        the merged thing's name and one starts with the other's: read from that name on; the
        title as it was otherwise (`Pulley 并入 …` with an entry of Pulley's is Pulley's)."""
        said = _MERGED_INTO.match(title) if mine.first else None
        if said is None or self._live(self.by_first.get(mine.first, ())):
            return mine
        if self._live(self.by_form.get(form(said["merged"]), ())):
            return mine
        theirs = names_of(title[said.end() :])
        if not distinctive(theirs.first) or not self._live(self.by_first.get(theirs.first, ())):
            return mine
        return theirs

    def _bought_product(self, bought: str) -> Names | None:
        """A bought company alone before the title's dash, its product after it (`Pallas AI —
        Pallas Rerank 并入…`, `Fernhill Labs — Loomlet joins …`): news of that product, where an
        entry goes by its name and that entry's lead names the company; else None."""
        parts = _TITLE_HEAD_END.split(bought, maxsplit=1)
        company = _COMPANY_ONLY.match(parts[0])
        if company is None or len(parts) < 2:
            return None
        theirs = names_of(parts[1])
        if not distinctive(theirs.first):
            return None
        leads = (self.entries[p].lead for p in self._live(self.by_first.get(theirs.first, ())))
        texts = [lead if isinstance(lead, str) else lead.title for lead in leads]
        return theirs if any(_names_maker(t, company.group().strip()) for t in texts) else None

    def _bought_companys(self, bought: str, mine: Names) -> Names:
        """A bought company and its product after it (`Fernhill Labs 及其 Loomlet 框架`,
        `Fernhill Labs and its Loomlet framework`): news of that product, where an entry goes
        by its name and that entry's lead names the company; the title as it was otherwise."""
        said = _COMPANY_AND_ITS.match(bought)
        if said is None:
            return mine
        theirs = names_of(bought[said.end() :])
        if not distinctive(theirs.first):
            return mine
        leads = (self.entries[p].lead for p in self._live(self.by_first.get(theirs.first, ())))
        texts = [lead if isinstance(lead, str) else lead.title for lead in leads]
        return theirs if any(_names_maker(t, said["company"]) for t in texts) else mine

    def _announced_subject(self, title: str, mine: Names) -> Names:
        """A title led by a maker and its announcement (`Basalt Labs 宣布 Quarry 进入维护模式`) is
        news of the thing it names next, where an entry goes by that name and its lead names
        that maker (`[Quarry](…) by Basalt Labs`); the title as it was otherwise."""
        said = _MAKER_ANNOUNCES.match(title) or _CJK_MAKER_ANNOUNCES.match(title)
        if said is None or self._maker_named_entry(said["maker"]):
            return mine  # (the maker an entry's name too: maybe its own news)
        theirs = names_of(title[said.end() :])
        if not distinctive(theirs.first):
            return mine
        leads = (self.entries[p].lead for p in self._live(self.by_first.get(theirs.first, ())))
        texts = [lead if isinstance(lead, str) else lead.title for lead in leads]
        return theirs if any(_names_maker(t, said["maker"]) for t in texts) else mine

    def _entry_named_alone(self, first: str, position: int) -> bool:
        """Another entry than the one at `position` goes by `first` alone (`**Orca**` beside
        `**Orca NPU**`)."""
        others = self._live(self.by_first.get(first, ()))
        names = (self.entries[p].names for p in others if p != position)
        return any(first in n.full or n.bare == first for n in names)

    def _maker_named_entry(self, maker: str) -> bool:
        """An entry goes by the maker's whole name (`Tansy Cloud` for `**Tansy Cloud 故障**`),
        or by its one word (`Kestrel` of `Kestrel 宣布 …`): the title may be that entry's own
        news. A maker sharing only its first word with a product's name (`Tansy Cloud` and
        `**Tansy Serve**（Tansy Cloud）`) names no entry."""
        whole = form(maker)
        firsts = self._live(self.by_first.get(form(maker.split()[0]), ()))
        return any(self.entries[p].names.bare.startswith(whole) for p in firsts)

    def _another_makers_abbreviation(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """`Ferric 网关 FSG 0.9.1` read as `FSG 0.9.1`: an entry that defines the abbreviation
        after another product word (`FSG (Fathom Serving Gateway)`, going by `Fathom FSG`)
        is another maker's FSG: the title's readings of its name count for it no more
        (the reading names Ferric's; `FSG v0.9 …`, `ferric-ai/fsg` stay found)."""
        read = versions.abbreviation_maker(mine.shown)
        if read is None:
            return
        maker, abbr = form(read[0]), form(read[1])
        for position, evidence in found.items():
            full = self.entries[position].names.full
            others = {f for f in full if f.endswith(abbr) and f != abbr}
            if others and f"{maker}{abbr}" not in others:
                evidence[:] = _without_title_readings(evidence)

    def _family_paper(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a model size (`Corvid-VL-72B 开放权重`) sharing an arXiv id with an
        entry named by another size of the same name (`Corvid-VL-7B v2.0`): the family's
        paper, which every size cites; that entry is a possibility by it, not the same
        model (the title's own size's entry keeps its name's weight)."""
        if not any(e.why.startswith("arxiv:") for ev in found.values() for e in ev):
            return
        size = _SIZE.search(mine.shown)
        if size is None:
            return
        head = form(mine.shown[: size.start()])
        for position, evidence in found.items():
            theirs = self.entries[position].names.shown
            other = _SIZE.search(theirs)
            if other is None or other.group().casefold() == size.group().casefold():
                continue
            if form(theirs[: other.start()]) != head:
                continue
            sizes = f"the title names the {size.group()}, the entry the {other.group()}"
            why = f"(the family's paper: {sizes})"
            evidence[:] = [
                Evidence(POSSIBLE, f"{e.why} {why}") if e.why.startswith("arxiv:") else e
                for e in evidence
            ]

    def _a_role_not_a_product(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """`Cairn CTO 访谈`: a product word then an abbreviation that is a role (`CTO`,
        `CEO`) names a person when no release follows; an entry going by that product word
        and abbreviation (`Cairn Tiered Offload (CTO)`, `Cairn CTO`) is a possibility only
        by the title's name (`Cairn CTO 0.5` still is its release)."""
        words = mine.shown.split()
        if len(words) < 2 or words[1].upper() not in _ROLES or mine.version:
            return
        named = form(f"{words[0]}{words[1]}")
        why = f'title names "{words[0]} {words[1]}" (but with no release: a person, maybe)'
        for position, evidence in found.items():
            if named in self.entries[position].names.full:
                evidence[:] = [*_without_title_readings(evidence), Evidence(POSSIBLE, why)]

    def _screened(
        self,
        found: dict[int, list[Evidence]],
        mine: Names,
        keys: Sequence[str],
        relation: str,
        title: str = "",
    ) -> None:
        """An entry that is another paper, another release line or another edition than the
        increment (`plan/versions.py`) keeps only its shared keys; its other evidence counts
        as a possibility at most (the next edition of a comparison, when the relation line
        says it updates it: a short name's weight), the reason said. Not a product a board's
        numbered round ranks (`VoxArena week 20 — Sable 2.3 first …`): the round's number is
        no release of the title's name."""
        numbered_round = _NUMBERED_ROUND_HEAD.search(title) is not None
        for position, evidence in found.items():
            if numbered_round and all(e.why.startswith(_RANKED_AFTER_HEAD) for e in evidence):
                continue  # (`Board week 20 — X 2.3 first …`: X read after the board's round)
            other = self._other_thing(mine, keys, relation, position, title)
            if other is None:
                continue
            cap, reason = other
            papers = self._papers_of_every_release(mine, position, evidence, cap)
            if self._other_month(mine, position):  # (the page every edition links)
                papers += [e for e in evidence if e.weight >= STRONG and e.why.startswith("url:")]
            cap = POSSIBLE if papers else cap
            strong = [e for e in evidence if e.weight >= STRONG and e not in papers]
            section = [e for e in evidence if e.why.startswith("same section")]
            rest = [e for e in evidence if e not in strong and e not in section]
            said = any(e.why.startswith("relation line") for e in rest)  # (the briefing's word)
            settled = not papers and not said and self._release_kept_apart(reason, position)
            weight = min(cap, sum(e.weight for e in rest))
            why = f"{' + '.join(e.why for e in rest)} ({reason})"
            capped = [Evidence(weight, why, settled)] if rest and not strong else []
            evidence[:] = strong + capped + section

    def _study_apart(self, mine: Names, keys: Sequence[str], position: int, title: str) -> bool:
        """The increment is a study (`_STUDY` in its title: `Knotwork 社区摘要消融研究
        arXiv:…`) with an arXiv key no live entry holds, naming no release and no technical
        report of its own (`Gannet Embed 4 发布，技术报告 arXiv:…` is the model's), the entry
        no paper (no arXiv key), where the preamble gives every paper an entry of its own
        (`stated_papers_apart`): a paper about the entry's product, not its news."""
        papers = [k for k in keys if k.startswith("arxiv:")]
        if not papers or mine.version or any(self._live(self.by_key.get(k, ())) for k in papers):
            return False
        if any(k.startswith("arxiv:") for k in self.entries[position].keys):
            return False
        if _STUDY.search(title) is None or _OWN_REPORT.search(title) is not None:
            return False
        if self._stated_papers_apart is None:
            self._stated_papers_apart = self.stated_papers_apart()
        return self._stated_papers_apart

    def _generation_paper_apart(self, title: str, position: int) -> bool:
        """The title says no release (`Hubfall-2 arXiv:… —— 层级拓扑下的错误放大`: a sequel
        paper), the entry is a paper's (it holds an arXiv key), and the preamble gives every
        paper an entry of its own (`stated_papers_apart`: `论文按 arXiv 号一条`): the new paper
        is an entry of its own, though the preamble keeps one entry per family."""
        if contrary.released(title):
            return False
        if not any(k.startswith("arxiv:") for k in self.entries[position].keys):
            return False
        if self._stated_papers_apart is None:
            self._stated_papers_apart = self.stated_papers_apart()
        return self._stated_papers_apart

    def _release_kept_apart(self, reason: str, position: int) -> bool:
        """The title is another release than the entry at `position` is named by, in a group
        whose preamble and entries agree it keeps one entry per release (`granularity`): a
        release of its own there, as the editor files it, no doubt to report (unless the
        briefing's relation line says it continues the entry: `_against`)."""
        if not reason.startswith(_ANOTHER_RELEASE):
            return False
        return self.granularity(self.entries[position].anchor, position) == "release"

    def _same_zero_line(self, mine: Names, theirs: Names, keys: Iterable[str]) -> bool:
        """A `0.y` release (`Perch 0.2`) of a project whose entry is named by the project alone
        or by another `0.z` release (`Perch 0.1 — …`), no paper's, where the preamble keeps one
        entry for a project's whole 0.x line (`stated_zero_line`): the same line, its news."""
        if not mine.version or mine.version[0] != 0 or len(mine.version) < 2:
            return False
        if theirs.version and (theirs.version[0] != 0 or len(theirs.version) < 2):
            return False
        if any(k.startswith("arxiv:") for k in keys) or versions.pre_release(mine.shown):
            return False
        return self.stated_zero_line()

    def _version_of_board(self, mine: Names, position: int) -> bool:
        """The title names a version of a benchmark (`Phantom-Check V2`, `ChartLedger v2`) whose
        entry goes by its name alone and says it is a benchmark (`_board_said`), where the
        preamble keeps one entry for a benchmark (`stated_benchmarks_for_life`): the
        benchmark's news, though the version comes with a paper of its own."""
        theirs = self.entries[position].names
        if not mine.version or theirs.version or not mine.bare or mine.bare != form(theirs.shown):
            return False
        return self._board_said(position) and self.stated_benchmarks_for_life()

    def _series_paper(self, mine: Names, position: int) -> bool:
        """The title is led by the entry's name (`EpisodicKV-2`) and the entry's own text says
        it keeps its series' papers (`Papers of the series are tracked here.`): a sequel with
        an arXiv id of its own is its news."""
        entry = self.entries[position]
        series = _SERIES.match(mine.shown)
        if series is None or form(series["name"]) not in entry.names.full:
            return False
        return series_papers_kept(self._lead_text(position), entry.source)

    def _other_thing(
        self, mine: Names, keys: Sequence[str], relation: str, position: int, title: str = ""
    ) -> tuple[float, str] | None:
        """Why the entry at `position` may not be the increment's thing, with the most its
        evidence may weigh then; None when nothing says so."""
        entry = self.entries[position]
        theirs = _kind_released_entry(mine, entry.names)  # (`Lantern 健康探针 2.1`: release 2.1)
        if (
            versions.other_paper(keys, entry.keys, mine.version)
            and not _paper_on(relation, entry.keys)
            and not _new_version_said(relation, mine, entry.names)  # (`v3 为同一基准新版`)
            and not named_release(affirmed(relation), title)  # (a release, citing a paper)
            and not self._next_edition(mine, position)
            and not (  # (`Corvex 3`: the family's, unless each paper is an entry)
                self._family_generation_paper(mine, position)
                and not self._generation_paper_apart(title, position)
            )
            and not self._result_ledger(position)  # (each row its own paper)
            and not self._own_subset(title, position)  # (`X 新增中文子集 arXiv:…`: X's)
            and not self._version_of_board(mine, position)  # (`ChartLedger v2` + its paper)
            and not self._variant_recorded(title, relation, mine, position)  # (`X-Echo 新变种`)
            and not self._scored_on_board(title, position)  # (`X 作者在 Board 上复跑…`: X's id)
            and not self._board_key_ranked(keys, position, title)  # (`Board 排行：X 居首`)
            and not self._series_paper(mine, position)
            and not self._follow_up_paper(keys, relation, position)  # (the preamble's rule)
        ):  # (`EpisodicKV-2` under `### EpisodicKV`: `Papers of the series are tracked here.`)
            held = sorted(k for k in entry.keys if k.startswith("arxiv:"))
            return WEAK_NAME, f"but the entry is another paper, {held[0]}"
        if self._study_apart(mine, keys, position, title):
            return WEAK_NAME, "but the preamble gives each paper an entry of its own"
        if self._outside_lead_range(mine, position) and not self._relation_over_rule(
            relation, theirs, mine
        ):
            why = "but the preamble gives each major version an entry"
            return WEAK_NAME, f'{why}, and "{theirs.shown}" covers others'
        if self._beyond_recorded_majors(mine, position) and not self._relation_over_rule(
            relation, theirs, mine
        ):
            why = "but the preamble gives each major version an entry"
            return WEAK_NAME, f'{why}, and "{theirs.shown}" records another\'s releases'
        if self._other_chinese_generation(mine, position, title) and not self._relation_over_rule(
            relation, theirs, mine
        ):
            why = "but the preamble gives each generation an entry"
            return WEAK_NAME, f'{why}, and "{theirs.shown}" is another\'s'
        if self._generation_past_chinese_name(mine, theirs) and not self._relation_over_rule(
            relation, theirs, mine
        ):
            why = "but the preamble gives each major version an entry"
            return WEAK_NAME, f'{why}, and "{theirs.shown}" is another\'s'
        if not (mine.comparison or theirs.comparison):
            if self._same_zero_line(mine, theirs, entry.keys):
                return None  # (the preamble: one entry for the project's whole 0.x line)
            if self._final_of_own_candidate(mine, theirs, position):
                why = f'but the title is the final release of the candidate "{theirs.shown}"'
                return POSSIBLE, f"{why}, which the editor gave an entry of its own"
            if self._generation_line_of(mine, position):
                return None  # (`Hawkeye-Embed 3.1` of the product line `Hawkeye-Embed 3`)
            candidate = versions.pre_release(mine.shown)  # (cheap: most titles are none)
            if candidate and position == self._candidate_home(_release_after_kind(mine), title):
                return None  # (the preamble files a candidate under the latest release)
            if (
                self._another_release(_versioned(mine), theirs)
                and not self._relation_over_rule(relation, theirs, mine)
                and self._major_line(mine) != position
                and not self._renamed_into_line(title, position)  # (`将 X 更名为 Y，…Y 2.4`)
                and not self._within_range(mine, position)
                and not self._revision_of_benchmark(title, mine, position)
            ):
                if self._other_generation_stated(mine, theirs):
                    why = "but the preamble gives each major version an entry"
                    return WEAK_NAME, f'{why}, and "{theirs.shown}" is another\'s'
                one = self._one_entry_per_product(theirs, position)
                # (a preview of the next release too, where the preamble says one entry per
                # product: `Wrenvec 7.0 preview` beside `**Wrenvec 6**`)
                if one and (not versions.pre_release(mine.shown) or self._products_stated()):
                    if self._stated_product_entry(position):  # (the preamble's rule, plainly)
                        return None
                    if not self.apart(entry.anchor, position):
                        return SHORT_NAME, "the document keeps one entry per product"
                if not one and self._continued_night_product(relation, theirs, position):
                    return None  # (`续 Kiln（0.9 于 6-04 锚定）` for the night's `Kiln Rerank 0.9`)
                return WEAK_NAME, f'{_ANOTHER_RELEASE} "{theirs.shown}"'
            if self._release_apart(mine, theirs, entry.anchor, position):
                return WEAK_NAME, f"but the document keeps one entry per release in {entry.anchor}"
            if self._first_release_entry(mine, position) and not _continued_by_name(
                relation, theirs
            ):  # (`续 3-05 Vesper 锚定`: the editor's line says it is that night's entry)
                why = "the document gives each release of an engine an entry"
                return WEAK_NAME, f'but {why}, and "{theirs.shown}" is its first release\'s'
            if self._other_month(mine, position):
                return WEAK_NAME, f'but the title is another monthly edition than "{theirs.shown}"'
            return None
        if mine.comparison != theirs.comparison or mine.version == theirs.version:
            return None  # (a comparison and a product's entry: the name rules weigh that)
        if versions.other_edition(mine.version, theirs.version) and continuing(affirmed(relation)):
            return SHORT_NAME, f'the next edition of "{theirs.shown}", as the relation line says'
        return WEAK_NAME, f'but the title is another edition than "{theirs.shown}"'

    def _continued_night_product(self, relation: str, theirs: Names, position: int) -> bool:
        """The relation line says the increment continues (`续 Kiln（0.9 于 6-04 锚定）`,
        `续 Nimbus Index（柏林 Nimbus Labs）`) the product whose one release entry a night wrote
        (`Kiln Rerank 0.9 — …`) in a document whose preamble keeps one entry per product
        (`_stated_product_entry`, the rule in force for the entry's section though another
        group keeps releases apart): the product's entry, as the preamble files it. The line
        writes the product's first word and no release of the title's own line."""
        said = affirmed(relation)
        if not said or not continuing(said) or not theirs.first:
            return False
        word = rf"(?<![a-z0-9]){re.escape(theirs.first)}(?![a-z0-9])"
        if not re.search(word, said.casefold()):
            return False
        named = self._live(self.by_form.get(theirs.bare, ()))
        if versions.several_releases(self.entries[p].names.version for p in named):
            return False
        return self._stated_product_entry(position)

    def _countered(self, found: dict[int, list[Evidence]], inc: _Increment) -> None:
        """An entry the briefing shows to be another thing (`contrary`) keeps its shared keys;
        the rest of its evidence makes it a possibility at most, the reason said."""
        for position, evidence in found.items():
            if any(e.weight >= STRONG for e in evidence):
                continue  # (kept whatever `_against` says: not asked)
            reason = self._against(inc, position)
            if reason is None or self._opened_by_cited(position, evidence):
                continue
            total = min(POSSIBLE, sum(e.weight for e in evidence))
            why = " + ".join(e.why for e in evidence)
            evidence[:] = [Evidence(total, f"{why}; but {reason}")]

    def _opened_by_cited(self, position: int, evidence: list[Evidence]) -> bool:
        """The relation line cites, as what this one follows up (`6-18 简报增量 1（…）的复盘`),
        the very increment a night opened the entry at `position` with (its lead's marker):
        the line names that entry, whatever else the title reads as."""
        cited = {m["id"] for e in evidence if (m := _CITED_ID.match(e.why))}
        opened = {i for m in marker.read(self.entries[position].lead) for i in m.ids}
        return bool(cited & opened)

    def _report_kept_apart(self, title: str, position: int) -> bool:
        """The title's head is about a technical report (`Nimbus4技术报告上线 arXiv:…`), the
        entry is no report's, and the document keeps reports apart from their models: a live
        entry named by a report (`**Nimbus 3 技术报告**`) beside one named by the model it
        reports (`**Nimbus 3**`). Not a release citing its report (`X 发布，附技术报告`)."""
        head = _TITLE_HEAD.split(title, maxsplit=1)[0]
        said = _REPORT.search(head)
        if said is None or _RELEASED_BEFORE.search(head[: said.start()]):
            return False
        if _REPORT.search(self.entries[position].names.shown):
            return False
        return self._reports_apart()

    def _report_filed_under_model(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """The title's head is about a technical report (`Nimbus4技术报告上线 arXiv:…`) where
        the preamble files a model's report under the model (`stated_reports_under`): the model
        entry its name found (a short name's weight at least, filed in another section than the
        paper's suggested one) takes it, the section's weight added."""
        head = _TITLE_HEAD.split(title, maxsplit=1)[0]
        said = _REPORT.search(head)
        if said is None or _RELEASED_BEFORE.search(head[: said.start()]) or not found:
            return
        if self._stated_reports_under is None:
            self._stated_reports_under = self.stated_reports_under()
        if not self._stated_reports_under:
            return
        why = "the preamble files a model's technical report under the model"
        for position, evidence in found.items():
            if _REPORT.search(self.entries[position].names.shown):
                continue
            if SHORT_NAME <= sum(e.weight for e in evidence) < CONTINUE:
                evidence.append(Evidence(SECTION, why))

    def _report_unsaid(self, inc: _Increment, position: int) -> bool:
        """The entry is named by a model's technical report (`**Nimbus 3 技术报告**`), another
        live entry by that model (`**Nimbus 3**`), and the increment says no paper (no report
        or paper word in its title, no arXiv id): the model's news, not the report's."""
        report = _REPORT_NAME.fullmatch(self.entries[position].names.shown.strip())
        if report is None or _PAPER_SAID.search(inc.title):
            return False
        if any(k.startswith("arxiv:") for k in inc.keys):
            return False
        model = form(report["model"])
        return any(
            form(self.entries[p].names.shown) == model
            for p in self._live(range(len(self.entries)))
            if p != position
        )

    def _reports_apart(self) -> bool:
        """A live entry is named by a model's technical report (`Nimbus 3 技术报告`) and
        another live one by that model (`Nimbus 3`): reports are entries of their own here."""
        shown = [self.entries[p].names.shown for p in self._live(range(len(self.entries)))]
        named = {form(name) for name in shown}
        for name in shown:
            report = _REPORT_NAME.fullmatch(name.strip())
            if report is not None and form(report["model"]) in named:
                return True
        return False

    def _its_incidents_denied(self, inc: _Increment, position: int) -> bool:
        """Every clause denying a tie names incidents (`与 §1.4 两起 Kinetica 事故无关`), the
        preamble files incidents under the entry they affect, and the entry is no incident's
        own: the clause denies the incidents the product's entry holds, not the product."""
        clauses = contrary.denying(inc.relation)
        if not clauses or not all(_INCIDENT_WORD.search(c) for c in clauses):
            return False
        entry = self.entries[position]
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return False
        return self._incidents_under()

    def _same_makers_product_denied(self, inc: _Increment) -> bool:
        """Every clause denying a tie says the thing denied shares the increment's maker
        (`区别于 OCRBench-Zh 3（同一机构）`, `not X (same vendor)`), where the preamble keeps
        one entry per vendor: the clause sets the product apart, not the maker's entry."""
        clauses = contrary.denying(inc.relation)
        if not clauses or not all(self._same_maker_after(inc.relation, c) for c in clauses):
            return False
        if self._stated_vendors is None:
            self._stated_vendors = self.stated_vendors()
        return self._stated_vendors

    @staticmethod
    def _same_maker_after(relation: str, clause: str) -> bool:
        """The clause, or a bracket right after it, says the maker is the same (`_SAME_MAKER`)."""
        at = relation.find(clause)
        said = relation[at : at + len(clause) + 16] if at >= 0 else clause
        return _SAME_MAKER.search(said) is not None

    def _incident_of_blamed_release(self, inc: _Increment, position: int) -> bool:
        """The title reports an incident (`contrary.new_incident`) of a release within the
        entry's release line (`Tallow 0.9.1 崩溃` of `Tallow 0.9`), where the preamble files
        incidents under the entry they affect (`stated_incidents_under`): a relation line calling
        the product background (`…仅为背景；此前无该问题记录`) says the incident has no entry yet,
        and the document's own rule gives it that release's."""
        theirs = self.entries[position].names
        mine = inc.names
        if not theirs.version or not mine.version or mine.first != theirs.first:
            return False
        if mine.version[: len(theirs.version)] != theirs.version:
            return False
        if not contrary.new_incident(inc.title):
            return False
        if self._stated_incidents_under is None:  # (the preamble's word, not the entries' habit)
            self._stated_incidents_under = self.stated_incidents_under()
        return self._stated_incidents_under

    def _against(self, inc: _Increment, position: int) -> str | None:
        """Why the entry at `position` is not the increment's thing; None when nothing says so."""
        entry = self.entries[position]
        theirs = entry.names
        if contrary.says_not_same(inc.title, self._unrelated_kept(inc.relation, position)):
            return "the briefing says it is a same-named other thing"
        if contrary.asks_new_entry(inc.relation) and not continuing(inc.relation):
            return "the relation line asks for a new entry"
        if contrary.refuses_merge(inc.relation) and not self._refused_incident_only(inc, position):
            return "the relation line says not to merge it (or that it differs)"
        differs = contrary.other_product_clauses(inc.relation)
        if differs and contrary.names_other_product(differs, theirs.shown, inc.names.shown):
            return f'the relation line says "{theirs.shown}" is a different product'
        denied = theirs.first and theirs.first in contrary.denied_words(inc.relation)
        lead = lead_text(entry.lead)
        denied = denied and not contrary.denies_another_makers(inc.relation, theirs.first, lead)
        bare = self._entry_named_alone(theirs.first, position)
        denied = denied and not _denies_namesake(inc.relation, inc.names, theirs, bare)
        denied = denied and not contrary.denies_elsewhere(inc.relation, theirs.first, entry.anchor)
        denied = denied and not self._namesake_of_kind(inc.relation, theirs.first, position)
        denied = denied or self._maker_denied(inc.relation, position)
        denied = denied or self._repo_denied(inc.relation, position)
        clause_denied = position in inc.denied and not self._its_incidents_denied(inc, position)
        clause_denied = clause_denied and not self._same_makers_product_denied(inc)
        if denied or clause_denied or _chinese_name_in(theirs, inc.relation):
            return f'the relation line denies a tie to "{theirs.shown}"'
        if theirs.first and contrary.points_deny_owned(inc.points, theirs.first, lead):
            return f'a point denies a tie to "{theirs.shown}"'
        apart = contrary.sets_apart_from(inc.title, f"{theirs.shown} {lead}")
        if apart is not None:
            return f'the title sets its subject apart from "{apart}"'
        if asks_apart(inc.relation) and not self._patch_filed_under(inc.names, theirs):
            return "the relation line asks for an entry of its own"
        maker = descriptor_only(_NO_RELEASE.sub("", inc.names.shown), self.glossary) and (
            contrary.other_maker(inc.title, lead_text(entry.lead))
        )
        if maker:
            return f'the title names only a kind of thing, and says it is "{maker}"\'s'
        if position in inc.background and not self._incident_of_blamed_release(inc, position):
            return f'the relation line names "{theirs.shown}" as background only'
        maker = self._other_maker(inc, position)
        if maker:
            return f'the briefing says it is "{maker}"\'s, a maker "{theirs.shown}" does not name'
        if inc.names.rival and theirs.first and theirs.first == inc.names.first:
            role = "the rival" if _says_rival(inc.names.shown) else "the maker"
            return f'the title names "{theirs.shown}" only as {role} of its subject'
        former = self._former_unnamed(inc, position)
        if former:
            return f'the title says it was "{former}", a name "{theirs.shown}" never goes by'
        kind = self._former_kind_apart(inc, position) or self._latin_kind_apart(inc, position)
        kind = kind or self._alias_kind_apart(inc, position)
        if kind:
            return kind
        major = self._major_namesake(inc, position) or self._other_major_line(inc, position)
        if major:
            return major
        greek = _greek_namesake(inc.names.shown, (inc.title, *inc.points), theirs.shown)
        if greek:
            return greek
        within = self._named_within_another(inc, position)
        if within:
            return f'the briefing writes "{within}", a name "{theirs.shown}" never writes'
        linked = self.repos(position)
        if _title_repository(inc.names):  # (the entry's written path: `Tidepool（tidepool-ai/…）`)
            linked |= contrary.written_repos(self._lead_text(position))
        linked |= _named_repository(theirs.shown)  # (`**quarry-labs/mcp-postgres** — …`)
        renamed = bool(inc.names.former) or _took_name(inc.names, entry.keys)
        repo = contrary.other_repo(inc.repos - _partners(inc), linked, renamed)
        moved = _moved_with_name(inc.names, inc.repos, linked)
        moved = moved or self._moved_to_alias(inc, position)
        if repo is not None and not moved:
            return f"the entry is another repository's ({repo})"
        abbr = contrary.other_expansion(_spelled_in(inc), self.spelled(position))
        if abbr is not None:
            return f'the briefing spells "{abbr}" out otherwise than "{theirs.shown}" does'
        spelled = contrary.spelled_words(inc.title)
        unsaid = spelled and contrary.unspelled_other(
            spelled, self.spelled(position), lead_text(entry.lead)
        )
        if unsaid:
            return f'the title spells "{unsaid}" out in words "{theirs.shown}" never uses'
        other = self._short_spelled_otherwise(inc, position)
        if other is not None:
            return other
        if inc.anchor and inc.anchor != entry.anchor:  # (two parts filed apart)
            part = contrary.other_part(
                contrary.descriptor(inc.title), contrary.descriptor(entry.lead), True
            )
            if part is not None:
                return f"{part}, which the document files in {entry.anchor}"
        sibling = self._sibling_filed_there(inc, position)
        if sibling is not None:
            return f'the title fits "{sibling}", filed in {inc.anchor}, as well'
        owner = contrary.other_owner(inc.names.shown, theirs.shown, COMMON)
        if owner is not None:
            return f'the title names "{owner}"\'s feature, not "{theirs.shown}"'
        incident = self._incident_reason(inc, position)
        if incident is not None:
            return incident
        if self._fix_filed_under_incident(inc, position):
            return "the preamble files a fix release under its incident's entry"
        if self._fix_of_older_incident(inc, position):
            return "the title fixes an earlier release's bug, which the preamble files under it"
        if self._result_of_benchmark(inc, position):
            return "the preamble files results under the benchmark's entry, not the measured one's"
        if self._report_kept_apart(inc.title, position):
            return "the document keeps a model's technical report as an entry of its own"
        if self._report_unsaid(inc, position):
            return f'"{theirs.shown}" is a technical report\'s entry, and the title says no paper'
        said = "\n".join((inc.title, *inc.points))  # (`第二代` in a point says so too)
        after = contrary.successor(inc.names.shown, theirs.first, bool(theirs.version), said)
        if after is not None and _dated_by_month(inc.names.shown, after):
            after = None  # (`RAGArena 5 月榜单`: May's leaderboard, no fifth generation)
        if after is not None and self._stated_families is None:
            self._stated_families = self.stated_families()
        if after is not None and self._stated_families and not theirs.version:
            after = None  # (`One entry per model family`: `Veyra 3` is the family `Veyra`'s)
        if after is not None and not theirs.version and self._unversioned_take_all():
            after = None  # (`entries named without a version take every version`: `Marl 3`)
        if after is not None and not theirs.version and self._generation_of_product(inc, theirs):
            after = None  # (`一款产品一个条目，不按版本拆条目`: `Koi-M2` is `「锦鲤」Koi-M`'s)
        if after is not None and self._records_generations(after, position):
            after = None  # (`- H2（…）` under `Helix`: the editor files generations there)
        if after is not None and _same_generation(after, theirs.shown):
            after = None  # (`Helix H3 发布`, a night's entry: the generation `Helix H3`'s own)
        if after is not None and _tier_written(theirs.shown, inc.title):
            after = None  # (`Lumora 4-Max 下架` writes the whole name of `Lumora 4-Max — …`)
        if after is not None and self._generation_taken(inc, after, entry.keys):
            after = None  # (`Helix H3 正式版` where `Helix H3 预览版` went as an update: taken)
        if after is not None and self._follow_up_paper(inc.keys, inc.relation, position):
            after = None  # (`同一工作的后续论文仍记在原条下`: `VidTok-2` citing `VidTok`'s id)
        if after is not None and not self._series_said(inc.title, position):
            return f'"{after}" is another generation than "{theirs.shown}", not a release'
        beyond = self._beyond_current_generation(inc, position)
        if beyond is not None:
            return beyond
        glued = self._glued_generation_apart(inc.title, theirs)
        if glued is not None:
            return glued
        revision = contrary.other_revision(inc.title, theirs.shown)
        if revision is not None:
            return f'the title names the {revision} revision, "{theirs.shown}" another'
        other = self._other_kind(inc, position)
        if other is not None:
            return other
        kind = self._kind_filed_elsewhere(inc, position)
        if kind is not None:
            return f'the title says "{theirs.shown}" here is a {kind}, which its entry never says'
        return None

    @staticmethod
    def _generation_taken(inc: _Increment, after: str, keys: Iterable[str]) -> bool:
        """The title releases a generation (`QilinOmni 2 正式版上线`) whose earlier news a night
        already wrote under the entry (its marker's `name:qilinomni2`, a preview's): the entry
        has taken that generation; only a release, not other news naming it (an outage)."""
        key = marker.name_key(form(after))
        return key is not None and key in keys and contrary.released(inc.title)

    def _beyond_current_generation(self, inc: _Increment, position: int) -> str | None:
        """A release of a later generation (`Sorrel Edit 4`) than the one an entry named
        without a version says it is at (`currently Sorrel Edit 3.2`, `当前 3.2`, or `first
        generation`, `第一代`: at 1), where the
        preamble gives each new generation its own entry and no rule keeps unversioned entries
        whole (`_unversioned_take_all`): that generation's own entry; None otherwise, and for
        a benchmark's entry (its new version is its own news, heldout136's `GlyphEval 2.0`)."""
        theirs = self.entries[position].names
        mine = inc.names.version
        if theirs.version or not mine or not self._generations_stated():
            return None
        if self._benchmark_lead(position):  # (`OCR 基准；当前 1.1`: its versions are its own)
            return None
        entry = getattr(self.entries[position].source, "entry", None)  # (an existing one's)
        said = self._lead_text(position) + (
            f" {summary(entry)}" if isinstance(entry, Entry) else ""
        )
        current = _current_release(said, theirs.shown)  # (a heading's paragraphs say it too)
        if not current and _FIRST_GENERATION.search(said):
            current = (1,)  # (`Brightfin AI's document VLM, first generation`: at its first)
        if not current and isinstance(entry, Entry) and self.stated_new_major_opens():
            current = _history_release(entry)  # (`- 2040-10-09: 1.0 — …`: at 1.0)
        if not current or current[0] < 1 or mine[0] <= current[0]:
            return None
        if self._unversioned_take_all() or self._of_no_generation_kind(said):
            return None
        at = ".".join(map(str, current))
        return f'"{theirs.shown}" is at {at}; the title names a new generation, an entry of its own'

    def _of_no_generation_kind(self, said: str) -> bool:
        """The preamble keeps one entry per generation for some kinds only, everything else one
        entry per product (`stated_generation_kinds`: `Engines and runtimes get …`), and the
        entry's lead and paragraphs call it none of them (`Multi-model inference gateway`)."""
        kinds = self.stated_generation_kinds()
        if not kinds:
            return False
        return not any(re.search(rf"(?i)(?<![A-Za-z]){k}s?(?![A-Za-z])", said) for k in kinds)

    def _unversioned_take_all(self) -> bool:
        """The preamble says entries named without a version take every version
        (`stated_unversioned`), read once."""
        if self._stated_unversioned is None:
            self._stated_unversioned = self.stated_unversioned()
        return self._stated_unversioned

    def _follow_up_paper(self, keys: Iterable[str], relation: str, position: int) -> bool:
        """A paper of its own (an arXiv key) whose relation line cites the arXiv key of the
        entry's paper, where the preamble files a work's follow-up papers under the original's
        entry (`stated_follow_ups`): its next generation is that entry's news."""
        own = {k for k in keys if k.startswith("arxiv:")}
        theirs = {k for k in self.entries[position].keys if k.startswith("arxiv:")} - own
        if not own or not theirs:
            return False
        cited = {marker.arxiv_key(a) for a in refs.arxiv_ids(relation)}
        if not theirs & cited:
            return False
        if series_papers_kept(self._lead_text(position), self.entries[position].source):
            return True  # (`Papers of the series are tracked here.`)
        if self._stated_follow_ups is None:
            self._stated_follow_ups = self.stated_follow_ups()
        return self._stated_follow_ups

    def _unrelated_kept(self, relation: str, position: int) -> str:
        """The relation line without its clauses saying the increment is unrelated to things
        they name, the entry at `position` not among them (`与 Meridian Cloud（同名云厂商，
        6-17）无关`: what it says of that namesake says nothing of `Meridian Runtime`; `与
        Nimbus Trace（Halcyon 的追踪工具）不是同一家；本条续 §1.1 Nimbus Serve` neither)."""
        if "无关" not in relation and "同一" not in relation and "同名" not in relation:
            return relation
        names = self.entries[position].names
        own = [f for f in (*names.full, names.bare) if f]
        first = names.first
        kept, dropped = [], False
        for clause in _BRACKETED_CLAUSE.findall(relation):
            # (`与 X 无关，仅同名；…`: the namesake's clause goes on after its comma)
            if dropped and _ONLY_SAME_NAME.match(clause):
                continue
            named = any(_written_whole(clause, f) for f in own) and not self._other_qualified(
                clause, position
            )
            named = named and not (first and self._of_other_kind(relation, clause, first, position))
            unrelated = bool(_UNRELATED_TO.match(clause)) or self._namesake_of_other(
                clause, position
            )
            dropped = unrelated and not named
            if not dropped:
                kept.append(clause)
        return "".join(kept)

    def _namesake_of_other(self, clause: str, position: int) -> bool:
        """The clause says the increment is a namesake of what it names (`与 11-14 锚定的
        Quokka-Vision 3(袋鼬视觉)同名不同物`), which is another live entry's whole name."""
        if "同名不同" not in clause or not _NAMESAKE_OF.match(clause):
            return False
        return any(
            at != position and entry.live and _written_whole(clause, form(entry.names.shown))
            for at, entry in enumerate(self.entries)
            if entry.names.shown
        )

    def _other_qualified(self, clause: str, position: int) -> bool:
        """The clause names another entry of the entry's name by the words of that entry's
        bracket (`与 §1.3 的 Beacon KV 预取器同名无关` against `信标 Beacon（请求追踪）` beside
        `信标 Beacon（KV 预取器）`), not the entry's own: it is about that other one."""
        bracket = _QUALIFIED_NAME.match(lead_text(self.entries[position].lead))
        if bracket is None:
            return False
        said = _squashed(clause)
        if _squashed(bracket["words"]) in said:
            return False
        for other in self._live(self.by_form.get(form(bracket["word"]), ())):
            theirs = _QUALIFIED_NAME.match(lead_text(self.entries[other].lead))
            if other != position and theirs and _squashed(theirs["words"]) in said:
                return True
        return False

    def _repo_denied(self, relation: str, position: int) -> bool:
        """A denying clause names the repository or its owner the entry's lead links or
        writes (`unrelated to … and to the kestrel-labs scheduler` against `**Meridian**
        (kestrel-labs/meridian)`)."""
        denied = contrary.denied_repos(relation) if "/" in relation or "-" in relation else set()
        if not denied:
            return False
        linked = self.repos(position) | contrary.written_repos(self._lead_text(position))
        return contrary.denies_repo(denied, linked)

    def _namesake_of_kind(self, relation: str, first: str, position: int) -> bool:
        """Every clause denying the entry's first word says what kind of thing it denies
        (`与 FERRET 基准同名但无关`, `与 §1.4 PICA 评测同名但无关`), a kind the entry's own lead
        never says and another live entry going by that word does (`基准“FERRET”…`): the
        clauses deny that namesake, not this entry (`“雪貂”编码智能体（Ferret CLI）`)."""
        clauses = [c for c in contrary.denying(relation) if _writes_word(c, first)]
        said = [_with_bracket_after(relation, c) for c in clauses]  # (`SKYLARK（KV 分页）`)
        return bool(said) and all(self._of_other_kind(relation, c, first, position) for c in said)

    def _of_other_kind(self, relation: str, clause: str, first: str, position: int) -> bool:
        """The clause says a kind of thing (`基准`, `论文`) the entry's lead never says, and
        another live entry writing `first` says it; only where the relation line names the
        entry's word outside its denials too (`续 Skylark 投机解码库锚定；与 … SKYLARK（KV
        分页）无关`: what it continues, then the namesake it is not)."""
        if not _named_outside_denials(relation, first):
            return False
        kinds = self.glossary.terms(clause) - _BROAD
        if not kinds or kinds & self._described_kinds(position):
            return False
        return self._other_of_kind(first, kinds, position)

    def _other_of_kind(self, first: str, kinds: frozenset[str], position: int) -> bool:
        """Another live entry whose lead writes `first` as a word and says one of `kinds`."""
        return any(
            at != position
            and entry.live
            and _writes_word(self._lead_text(at), first)
            and self._described_kinds(at) & kinds
            for at, entry in enumerate(self.entries)
        )

    def _maker_denied(self, relation: str, position: int) -> bool:
        """A denying clause names capitalised words starting with the entry's first word
        (`与 Nimbus Compute 无关`, `unrelated to the Meridian Labs GPU cloud`) that the entry's
        lead names too (`contrary.denied_names`), not only in a denial of its own (`**隼关**｜
        Kestrel Gateway｜青岚科技 — …（与 Kestrel Systems 无关）` is not Kestrel Systems')."""
        first = self.entries[position].names.first
        named = contrary.denied_names(relation).get(first, ()) if first else ()
        lead = fold_words(_undenied(self._lead_text(position))) if named else ""
        return any(fold_words(p) in lead for n in named for p in _word_prefixes(n))

    def _other_kind(self, inc: _Increment, position: int) -> str | None:
        """The title says what kind of thing its name is, right before its release (`Rook
        向量库 0.2`: a vector database), and the entry's name and first clause say kinds of
        thing, none of them that one (`Rook (Ardent Labs) — sandboxed code-execution
        runtime`): a namesake of another kind. None when either side says no kind."""
        said = versions.kind_before_release(inc.names.shown)
        kind = self.glossary.terms(said) - _BROAD if said else frozenset[str]()
        theirs = described = self._described_kinds(position) - _BROAD
        if not said:  # (`Heron 2.0 调度插件` and the entry `Heron 2.0 可观测性代理`: both
            # names say a kind after the same release, different ones)
            kind, theirs = self._kinds_after_release(inc.names.shown, position)
        who = "title"
        if not kind and self._board_key_ranked(inc.keys, position, inc.title):
            return None  # (`Board 首批结果 — X 第一`: the briefing's kind is the board's)
        if not kind:  # (`Rook 是 Quire 团队的向量库`: the briefing says what it is)
            kind, who = self._stated_kind(inc), "briefing"
            theirs = described
        if not kind or not theirs or kind & theirs or self._writes_kind(position, kind):
            return None
        fixing = incidents.is_fix(self._lead_text(position))  # (its kinds: the fix's words)
        if fixing and _patch_of_named(inc.names, self.entries[position].names):
            return None  # (`Cinder 1.4.2` of `Cinder 1.4 发布 — 修复 FP8 黑图`: its own patch)
        mine, other = "/".join(sorted(kind)), "/".join(sorted(theirs))
        return f'the {who} says it is another kind of thing ("{mine}") than the entry ("{other}")'

    def _sibling_filed_there(self, inc: _Increment, position: int) -> str | None:
        """The increment goes to another section than the entry (`**Tern**`, a model in §1.1),
        and that section holds an entry named by the entry's whole name and more words (no
        release among them), every one of them the title's (`**Tern-KV**` in §1.3 for `Tern
        长上下文 KV 压缩`): the title fits that sibling as well. Its name, else None."""
        entry = self.entries[position]
        if not inc.anchor or inc.anchor == entry.anchor or not entry.names.shown:
            return None
        said = inc.title.casefold()
        for other in self.entries:
            if other is entry or not other.live or other.anchor != inc.anchor:
                continue
            if not other.names_shown.casefold().startswith(entry.names.shown.casefold()):
                continue  # (its names are worked out only when its name may start so)
            rest = other.names.shown[len(entry.names.shown) :]
            if any(c.isdigit() for c in rest):
                continue  # (`SGLang v0.8.0 显存泄漏`: a release's entry, no part of the product)
            words = _SIBLING_WORDS.findall(rest)
            if rest[:1] in "- " and words and all(_said(w, said) for w in words):
                return other.names.shown
        return None

    def _kind_filed_elsewhere(self, inc: _Increment, position: int) -> str | None:
        """The increment goes to another section than the entry, and its title writes the
        entry's Latin name, then a kind of thing (`_KIND_NOUN`, or an `SDK`/`插件`; before a
        release, any Chinese words: `Lantern 向量扩展 0.6`) the entry's name, lead and other
        names never write (`Cobble 追踪 SDK 0.1 开源` in §1.4 against `**Cobble** — 分层 KV
        卸载层` in §1.3), in words or the glossary's terms (`记忆层` and `memory layer`): maybe
        another thing of that name. The kind, else None."""
        entry = self.entries[position]
        name = entry.names.shown
        if not inc.anchor or inc.anchor == entry.anchor or not name.isascii():
            return None
        if not _led_by(inc.title, name):
            return None
        said = _KIND_AFTER_NAME.match(inc.title[len(name) :])
        if said is None:
            return None
        kind = (said["kind"] or said["before"]).strip()
        written = " ".join([name, self._lead_text(position), *entry.aliases]).casefold()
        nouns = _KIND_NOUN.findall(kind) or [kind.split()[-1]]
        if said["before"] and not _KIND_NOUN.search(kind):  # (`Lantern 向量扩展 0.6`: none
            nouns = [kind[i : i + 2] for i in range(len(kind) - 1)]  # of its words written)
        if any(noun.casefold() in written for noun in nouns):
            return None
        terms = self.glossary.terms(kind)  # (`Mnemo记忆层` against `long-term memory layer`)
        return None if terms and terms <= self.glossary.terms(written) else kind

    def _named_within_another(self, inc: _Increment, position: int) -> str | None:
        """A title leading with one Latin word an entry goes by or its name starts with
        (`**隼**（Kestrel）`, `**Gemini 协议**`), not renamed, and the briefing writing that word
        again after a capitalised word (not a common one, nor an acronym) or before an
        organisation's word, which the entry's name and lead never write (`Apache Heron`,
        `Google Gemini API`, `Kestrel Robotics`): another maker's namesake. That name, else
        None."""
        led = _NAME_WORD.match(inc.names.shown)
        entry = self.entries[position]
        if led is None or inc.names.former:
            return None
        word = led["word"]
        if form(word) not in entry.names.full and entry.names.first != word.casefold():
            return None  # (neither its name nor its name's first word: `Triton 推理服务器`)
        if _names_longer(inc.names.shown, led.end(), entry.shown):
            return None  # (`Quiver Cloud …` against `Quiver Cloud …`: its maker, `Quiver Labs`)
        written = " ".join([entry.shown, self._lead_text(position), *entry.aliases])
        at = inc.title.find(word)
        for text in (inc.title[at + len(word) :] if at >= 0 else inc.title, *inc.points):
            for other, name in _beside(text, word):
                if other.casefold() not in COMMON and not contrary.has_word(written, other):
                    return name
        return None

    def _former_kind_apart(self, inc: _Increment, position: int) -> str | None:
        """A title giving a former name (`剧团 Troupe 2.0（原 提线 Marionette）— 星河科技 Agent
        编排框架`) says its thing is a kind (`_KIND_NOUN`: 框架) the entry's name and first
        clause never say, and they say one (`**提线**（Marionette）：Mozilla 的浏览器自动化驱动
        协议`): a namesake's rename, not the entry's. The reason, else None."""
        apart = self._kind_nouns_apart(inc.title, position) if inc.names.former else None
        if apart is None:
            return None
        shown = self.entries[position].shown
        return f'the title says the renamed thing is a {apart[0]}, "{shown}" a {apart[1]}'

    def _latin_kind_apart(self, inc: _Increment, position: int) -> str | None:
        """An entry named by a Latin name and the kind of thing it is (`Triton 推理服务器`,
        going by `Triton`: `latin_before_kind`), and a title writing that Latin name with
        another kind word before its release (`Triton 编译器 3.2`): another thing. The
        reason, else None."""
        shown = self.entries[position].names.shown
        if not latin_before_kind(shown, self.glossary):
            return None
        named = _LATIN_THEN_KIND.match(shown.strip())
        title = inc.names.shown.strip()
        if named is None or form(title[: len(named["latin"])]) != form(named["latin"]):
            return None
        said = _KIND_THEN_RELEASE.match(title[len(named["latin"]) :])
        if said is None or not _KIND_NOUN.search(said["kind"]):
            return None
        mine, theirs = set(_KIND_NOUN.findall(said["kind"])), set(_KIND_NOUN.findall(shown))
        if mine & theirs or self._same_kind(said.group(), named["kind"]):
            return None
        return f'the title says "{named["latin"]}" is a {said["kind"]}, not a {named["kind"]}'

    def _alias_kind_apart(self, inc: _Increment, position: int) -> str | None:
        """A title writing a Latin name, a kind word and a release (`Shuttle 传输库 0.3`, the
        kind a `_KIND_NOUN`), and an entry named otherwise that goes by that Latin name only in
        its brackets (`**青梭**（Shuttle，Loomfield）`), its name, lead and other names writing
        none of the title's kind nouns: maybe a namesake of another kind. The reason, else None."""
        title = inc.names.shown.strip()
        latin = _LATIN_WORD.match(title)
        said = _KIND_THEN_RELEASE.match(title[latin.end() :]) if latin else None
        if latin is None or said is None or not _KIND_NOUN.search(said["kind"]):
            return None
        entry = self.entries[position]
        if form(latin.group()) in form(entry.shown):  # (`MX-FP8 规范 1.1` ↔ `MXFP8`: its name)
            return None
        if not any(form(alias) == form(latin.group()) for alias in entry.aliases):
            return None  # (an alias going on: `Quill Agent Runtime` says its kind in English)
        written = " ".join([entry.shown, self._lead_text(position), *entry.aliases])
        if any(noun in written for noun in _KIND_NOUN.findall(said["kind"])):
            return None
        kind, shown = said["kind"], entry.shown
        return f'the title says "{latin.group()}" is a {kind}, which "{shown}" never says'

    def _former_unnamed(self, inc: _Increment, position: int) -> str | None:
        """The former name the title gives (`Riverbed 3.0（原 FlowServe）`), when the entry's
        name, lead and other names never write it (`**Riverbed**：Delta Storage 公司的对象存储
        网关`): which thing this is, and not that namesake. None otherwise."""
        word = _NAME_WORD.match(inc.names.former) if inc.names.former else None
        if word is None:
            return None
        entry = self.entries[position]
        written = " ".join([entry.shown, lead_text(entry.lead), *entry.aliases])
        return None if contrary.has_word(written, word["word"]) else word["word"]

    def kind_apart(self, position: int, texts: Sequence[str]) -> str | None:
        """The texts (a contradiction item's title and problem) say what the entry's first
        word names is (`Rook 向量库 0.2 召回率`, `Rook 是 Quire 团队的向量库`), and the entry's
        name and lead say other kinds only (`Ardent 团队的请求路由器`): that kind, else None."""
        first = _NAME_WORD.match(self.entries[position].names.shown)
        kind = self._kinds_said(first["word"], texts) if first else frozenset()
        theirs = self._described_kinds(position) - _BROAD
        if not kind or not theirs or kind & theirs or self._writes_kind(position, kind):
            return None
        return "/".join(sorted(kind))

    def _other_maker(self, inc: _Increment, position: int) -> str | None:
        """A maker the title (in brackets after its name: `Rudder（Ursine AI）`) or its points
        (`Ursine AI 发布的 Rudder`) give the thing, which the entry's lead, naming a maker of its
        own, does not: a namesake by another maker (`contrary.other_named_maker`)."""
        name = _NAME_WORD.match(inc.names.shown)
        if name is None:
            return None
        said = contrary.said_makers(name["word"], (inc.title, *inc.points))
        bracket = contrary.bracketed_maker(inc.title)
        if not said and bracket is None:
            return None
        return contrary.other_named_maker(said, bracket, lead_text(self.entries[position].lead))

    def _topic_headed(self, title: str, anchor: str, found: dict[int, list[Evidence]]) -> None:
        """A headline on a topic a plain word heads (`Pulse 调度：按心跳周期合批`): the word
        names the topic, not a product, unless the lead of the entry it names says that topic
        too (`**Pulse** — 调度器`): a possibility at most for an entry found by name alone."""
        headline = _TOPIC_HEADLINE.match(title)
        topic = (headline["topic"] or headline["english"]) if headline else ""
        topics = self.glossary.terms(topic) if topic else frozenset()
        if headline and headline["topic"] and not topics:
            self._unknown_topic_elsewhere(headline["topic"], anchor, found)
        if not topics or self.glossary.without(topic).strip():
            return  # (the topic a term alone: not `Qdrant 混合检索实战：…`, a practice of it)
        for position, evidence in found.items():
            if any(e.weight >= STRONG or not e.why.startswith("title ") for e in evidence):
                continue
            if topics & self.glossary.terms(self._lead_text(position)):
                continue
            why = " + ".join(e.why for e in evidence)
            why = f"{why} (but heading a topic its lead does not say)"
            evidence[:] = [Evidence(min(POSSIBLE, sum(e.weight for e in evidence)), why)]

    def _unknown_topic_elsewhere(
        self, topic: str, anchor: str, found: dict[int, list[Evidence]]
    ) -> None:
        """A headline's topic no glossary term says (`Beacon 信号：…`, `Relay 模式：…`), the
        briefing suggesting another section than the entry its word names, whose name and lead
        never write that topic: the word heads a topic there, a possibility at most for an
        entry found by name alone."""
        for position, evidence in found.items():
            entry = self.entries[position]
            if not anchor or entry.anchor == anchor:
                continue
            if any(e.weight >= STRONG or not e.why.startswith("title ") for e in evidence):
                continue
            if topic in " ".join([entry.shown, self._lead_text(position), *entry.aliases]):
                continue
            why = " + ".join(e.why for e in evidence)
            why = f"{why} (but heading a topic its lead does not say, in another section)"
            evidence[:] = [Evidence(min(POSSIBLE, sum(e.weight for e in evidence)), why)]

    def _struck_named(self, found: dict[int, list[Evidence]]) -> None:
        """An entry struck through whole (`~~**Gannet** — 已停更…~~`: retired where it stands),
        found by a title's name alone: news of a thing the editor retired (a revival, a
        fork, a namesake) is a possibility at most, never its update."""
        for position, evidence in found.items():
            lead = self.entries[position].lead
            if not isinstance(lead, str) or not _STRUCK_WHOLE.match(lead):
                continue
            if any(e.weight >= STRONG or not e.why.startswith("title ") for e in evidence):
                continue
            why = f"{' + '.join(e.why for e in evidence)} (but the entry is struck through)"
            evidence[:] = [Evidence(min(POSSIBLE, sum(e.weight for e in evidence)), why)]

    def _ecosystem_headed(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """An English title on a name's ecosystem (`Kestrel ecosystem: community plugin …`):
        what others build around it, a possibility at most for an entry found by name alone
        (the Chinese `X 生态` is weighed where the name is, `_core_evidence`)."""
        if _ECOSYSTEM_HEADED.match(title) is None:
            return
        for evidence in found.values():
            if any(e.weight >= STRONG or not e.why.startswith("title ") for e in evidence):
                continue
            why = f"{' + '.join(e.why for e in evidence)} (but its ecosystem)"
            evidence[:] = [Evidence(min(POSSIBLE, sum(e.weight for e in evidence)), why)]

    def _another_kind_told(self, kind: str, found: dict[int, list[Evidence]]) -> None:
        """The kind words a title put before the name it was read by (`工具调用协议 AIP 0.4`)
        against a lead calling the thing another kind of the same head word (`AIP 0.4 草案 —
        智能体互操作协议…`: another 协议, maybe another's AIP): a possibility at most (keys
        aside)."""
        head = kind[-2:]
        for position, evidence in found.items():
            lead = self._lead_text(position)
            if len(kind) < 4 or kind in lead or head not in lead:
                continue
            if any(e.weight >= STRONG for e in evidence):
                continue
            why = f"{' + '.join(e.why for e in evidence)} (but its lead calls it another {head})"
            evidence[:] = [Evidence(min(POSSIBLE, sum(e.weight for e in evidence)), why)]


def _said(word: str, title: str) -> bool:
    """The (folded) title writes the word: a Latin one whole (ASCII-bounded), Chinese as is."""
    if not word.isascii():
        return word in title
    return re.search(rf"(?<![a-z0-9]){re.escape(word.casefold())}(?![a-z0-9])", title) is not None


def _led_by(title: str, name: str) -> bool:
    """The title opens with the Latin name, a whole word (`Cobble 追踪…`, not `Cobbler`)."""
    after = title[len(name) : len(name) + 1]
    glued = after.isascii() and after.isalnum()
    return title.casefold().startswith(name.casefold()) and not glued


def _names_maker(lead: str, maker: str) -> bool:
    """Whether an entry's lead names the maker (`by Basalt Labs`; a Chinese one as a whole
    word: `@云杉智能`, `（云杉智能）`, not inside another word)."""
    if maker.isascii():
        return form(maker) in form(lead)
    return re.search(_LEAD_MAKER.format(re.escape(maker)), lead) is not None


_NEXT_CAPITALISED = lazy(r"\s+(?P<word>[A-Z][A-Za-z0-9\-]*)")


def _names_longer(shown: str, end: int, theirs: str) -> bool:
    """The title's name goes on after its first word with a capitalised word, and the entry's
    name writes those two words too (`Quiver Cloud 故障复盘` and `**Quiver Cloud 华东区中断**`):
    the title names the entry's whole name, not a namesake of its first word."""
    after = _NEXT_CAPITALISED.match(shown, end)
    return after is not None and form(f"{shown[:end]} {after['word']}") in form(theirs)


def _new_version_said(relation: str, mine: Names, theirs: Names) -> bool:
    """The relation line says the news is a new version of the same thing (`_SAME_THING_NEW`,
    not denied), the title a version (`ToolMaze v3`) of the name the entry goes by without one
    (`**ToolMaze**`): the version's own paper is the entry's news."""
    said = _SAME_THING_NEW.search(relation)
    if said is None or not mine.version or theirs.version or not mine.bare:
        return False
    if re.search(r"不是|并非|(?i:\bnot\b)", relation[max(0, said.start() - 8) : said.start()]):
        return False
    return form(mine.bare) in theirs.full


# Up to three Latin words and a cloud region's short id after them (`Tessel eu-central …`).
_NAME_THEN_REGION = lazy(
    r"(?<![A-Za-z0-9\-])(?P<name>[A-Za-z0-9][A-Za-z0-9.]*(?: [A-Za-z0-9][A-Za-z0-9.]*){0,2}) "
    r"(?P<region>(?:us|eu|ap|sa|ca|me|af|cn|uk|jp|au)-(?:north|south|east|west|central"
    r"|northeast|southeast|northwest|southwest))(?=[ :：—–(（,，]|$)"
)


def _writes_word(text: str, word: str) -> bool:
    """`text` writes the (folded) Latin `word` whole, in any case (`KESTREL` for `kestrel`)."""
    return re.search(rf"(?<![a-z0-9]){re.escape(word)}(?![a-z0-9])", text.casefold()) is not None


_BRACKET = lazy(r"[（(][^（()）]*[）)]")


def _with_bracket_after(relation: str, clause: str) -> str:
    """The clause as the relation line writes it, with its brackets (`与 … SKYLARK（KV 分页）
    无关`: the bracket says what the clause names); the clause itself when none holds it."""
    wanted = _squashed(clause)
    for piece in _BRACKETED_CLAUSE.findall(relation):
        if wanted in _squashed(_BRACKET.sub("", piece)):
            return str(piece)
    return clause


def _named_outside_denials(relation: str, word: str) -> bool:
    """The relation line writes `word` in a clause that denies nothing."""
    return any(
        _writes_word(piece, word) and not contrary.denying(piece)
        for piece in _BRACKETED_CLAUSE.findall(relation)
    )
