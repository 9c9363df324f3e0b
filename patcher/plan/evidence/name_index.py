"""NameIndex: every entry's names and keys, indexed once, and the verdicts read from them."""

from __future__ import annotations

import re
from collections.abc import Sequence

from patcher.document.identity import kind_tag_first, lead_text
from patcher.plan import advisories, contrary, incidents, versions
from patcher.plan.descriptor import descriptor_only
from patcher.plan.evidence.abbreviations import generation_spelled
from patcher.plan.evidence.clues import (
    _abbreviated_title,
    _generation_apart,
    _longest_whole,
    _release_after_kind,
    _renamed_released,
    _repository_title,
    _subject_side,
    _title_repository,
)
from patcher.plan.evidence.index_names import _KIND_FIRST
from patcher.plan.evidence.index_relations import _ANOTHER_ONE
from patcher.plan.evidence.index_scores import (
    SCORED_ON_BENCHMARK,
    board_edition,
    result_news,
)
from patcher.plan.evidence.index_spelled import _Spelled
from patcher.plan.evidence.index_stated import _BRACKETED_MAKER
from patcher.plan.evidence.names import (
    Names,
    aliased_release,
    corrected_keys,
    names_of,
)
from patcher.plan.evidence.night_news import other_news
from patcher.plan.evidence.readings import (
    _Increment,
    _release_cites,
)
from patcher.plan.evidence.relations import (
    affirmed,
    background_clauses,
)
from patcher.plan.evidence.spelling import form
from patcher.plan.evidence.weights import (
    CONTINUE,
    NAME,
    POSSIBLE,
    SAYS_SO,
    SECTION,
    STRONG,
    Evidence,
    Verdict,
)
from patcher.text import refs
from patcher.text.lazy import lazy
from patcher.text.pinyin import spellings

# An issue's page on a tracker (`github.com/lumen/trace/issues/412`).
_ISSUE_PAGE = lazy(r"github\.com/[A-Za-z0-9_.\-]+/[A-Za-z0-9_.\-]+/issues/\d+")
# A source that is an incident's review (`某团队事故复盘`, `故障报告`, `postmortem`).
_INCIDENT_REVIEW = lazy(
    r"(?:事故|故障|宕机)(?:复盘|报告|通报)|(?i:(?<![A-Za-z])(?:post-?mortem|incident\s+(?:report|review))"
    r"(?![A-Za-z]))"
)
# A title launching something (`… 上线`, `… launches`): what it names may be new.
_LAUNCHES = lazy(
    r"上线|推出|亮相|(?<!新版)发布|(?i:(?<![A-Za-z])(?:launch(?:es|ed)?|debuts?|unveil(?:s|ed)?)(?![A-Za-z]))"
)
# A title comparing its subject with others (`X 与三款开源网关对比`, `横评`, `vs`; not `对比学习`).
_TITLE_COMPARES = lazy(
    r"横评|对比(?!学习|度|损失)|(?i:(?<![A-Za-z])(?:vs\.?|versus|head-to-head)(?![A-Za-z]))"
)
# A title's first word in capitals (`PICA 榜单`), and a name's first Latin word (`Pica`).
_CAPITALS_FIRST = lazy(r"^[A-Z]{3,}(?![A-Za-z0-9])")
_LATIN_FIRST = lazy(r"^[A-Za-z][A-Za-z0-9]*(?![A-Za-z0-9])")
# A title opening on Chinese characters, a Latin word maybe glued after (`观澜Doc 2 发布`).
_CJK_OPENING = lazy(r"(?P<run>[\u4e00-\u9fff]{2,8})(?P<glued>[A-Za-z]+(?![A-Za-z]))?")
# A name's first word as written, hyphened parts and all (`Guanlan-Doc` of `Guanlan-Doc 2`).
# A title opening on a Chinese name, then a space and a capitalised Latin name (`北辰网关 Polaris
# Gateway 1.2.1`, `麻雀 Sparrow 2.1 稀疏检索器`, `灵犀嵌入 Lingxi-Embed-2`).
_CHINESE_THEN_LATIN_NAME = lazy(
    r"^\s*(?P<cjk>[\u4e00-\u9fff]{2,8})\s+(?P<latin>[A-Z][A-Za-z0-9]*[a-z])"
)
_CJK_CHAR = lazy(r"[\u4e00-\u9fff]")
_FIRST_WORD_WRITTEN = lazy(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z][A-Za-z0-9]*)*")


class NameIndex(_Spelled):
    """Every entry's names and keys, indexed once; entries are added as the run plans them."""

    def _keyed(self, key: str) -> list[int]:
        """The live entries holding `key`, and those citing its issue without the owner
        (`(orca-serve#1207)` for `gh:starsea/orca-serve#1207`)."""
        held = self._live(self.by_key.get(key, ()))
        short = refs.short_key(key)
        if short is None or short not in self.by_key:
            return held
        return [*held, *(p for p in self._live(self.by_key.get(short, ())) if p not in held)]

    def _owned_short(self, title: str, keys: Sequence[str]) -> list[str]:
        """The one `gh:owner/repo#N` key the entries hold for an issue the title cites
        without its owner (`(quillserve#881)`), when the increment has no issue key of its own."""
        short = refs.first_short_ref(title)
        if short is None or any(k.startswith("gh:") for k in keys):
            return []
        owned = self.by_short.owners(f"ghshort:{short}", self.by_key)
        return owned if len(owned) == 1 else []

    def _generation_spelled(self, title: str, points: Sequence[str]) -> str:
        """The title with an abbreviated name and generation no live entry goes by (`GV4`, `GV-4`)
        written as the Latin name a point gives it (`generation_spelled`: `Glint-V 4`)."""
        spelled = generation_spelled(title, points)
        if spelled is None or self._first_or_whole(form(spelled[0])):
            return title
        return title.replace(spelled[0], spelled[1], 1)

    def _pinyin_spelled(self, title: str) -> str:
        """The title with the Chinese name it opens on written as the one Latin name a live
        entry goes by whose letters the name's pinyin spells (`_spelt_in_pinyin`), when no live
        entry goes by the Chinese name itself: `灵枢 2.0 发布` → `LingShu 2.0 发布`, `观澜Doc 2`
        → `Guanlan-Doc 2` (a Latin word glued after both)."""
        opened = _CJK_OPENING.match(title) if title[:1] >= "\u4e00" else None
        if opened is None:
            return title
        run, glued = opened["run"], opened["glued"] or ""
        for end in range(len(run), 1, -1):  # (the longest name first: `灵枢推理引擎` → `灵枢`)
            name, rest = run[:end], run[end:]
            if rest and (glued or not descriptor_only(rest, self.glossary)):
                continue  # (what follows the name is a kind of thing only, or nothing)
            if self._writes_chinese(name) or descriptor_only(name, self.glossary):
                return title  # (the document's own Chinese name, or a common word: as written)
            spelt = self._spelt_in_pinyin(name, glued if not rest else "")
            if spelt is not None and spelt.casefold() in title.casefold():
                return title  # (`流影 Liuying …`: the title writes the Latin name itself)
            if spelt is not None:
                written = name + (glued if not rest else "")
                return (
                    title[: opened.start("run")]
                    + spelt
                    + title[opened.start("run") + len(written) :]
                )
        return title

    def _writes_chinese(self, name: str) -> bool:
        """A live entry's name or other name starts with the Chinese `name` (`青鸾-VL` of an
        entry's `(青鸾-VL)`, a night's `沐声ASR4 …`): the document writes it in Chinese."""
        return any(self.entries[p].live for p in self._heads.named.starting(form(name)))

    def _spelt_in_pinyin(self, name: str, glued: str) -> str | None:
        """The Latin name (as its entry writes it) of the live entries whose first word or
        whole name is spelt by one of `name`'s pinyin spellings (with `glued`, a Latin word
        written right after the name: `观澜Doc` → `Guanlan-Doc`); None for none, or for
        entries two spellings give (`长河`: `Changhe` and `Zhanghe`)."""
        found: dict[str, list[int]] = {}
        for spelling in spellings(name):
            whole = spelling + glued.casefold()  # (the Latin word on both sides, or neither)
            hits = self._first_or_whole(whole)
            if hits:
                found[whole] = hits
        if len(found) != 1:
            return None
        whole, hits = found.popitem()
        first = _FIRST_WORD_WRITTEN.match(self.entries[hits[0]].names.shown)
        if first is not None and form(first.group()) == whole:
            return first.group()
        return None if glued else whole.capitalize()

    def decide(
        self,
        title: str,
        relation: str,
        keys: Sequence[str],
        anchor: str,
        cited: Sequence[tuple[int, str]] = (),
        repos: frozenset[str] = frozenset(),
        points: Sequence[str] = (),
        sources: str = "",
        date: str = "",
    ) -> Verdict:
        """The entry the increment continues (`_decide`); a title the document's names leave
        continuing nothing is read again with the Chinese name it opens on written as the
        Latin name its pinyin spells (`_pinyin_spelled`), and that reading's entry is taken."""
        asked = (relation, keys, anchor, cited, repos, points, sources, date)
        verdict = self._decide(title, *asked)
        if verdict.chosen is not None:
            return verdict
        spelt = self._pinyin_spelled(title)
        if spelt != title:
            respelt = self._decide(spelt, *asked)
            if respelt.chosen is not None:
                return respelt
        latin = _CHINESE_THEN_LATIN_NAME.match(title)
        if latin is None or verdict.candidate is not None:
            return verdict
        read = self._decide(title[latin.start("latin") :], *asked)
        if read.chosen is None or not self._writes_both(read.chosen, latin["cjk"]):
            return verdict
        why = f'title writes "{latin["cjk"]}" and its Latin name, as the entry does'
        return Verdict(read.chosen, read.chosen, read.score, (*read.evidence, Evidence(0.0, why)))

    def _writes_both(self, position: int, chinese: str) -> bool:
        """The editor's entry (not a night's, maybe a miss's duplicate) whose lead writes the
        Chinese name a title opens on before its Latin one (`麻雀 Sparrow 2.1` for `#麻雀稀疏检索
        （Sparrow）`; the name's distinctive part, without kind words: `灵犀` of `灵犀嵌入`), or,
        writing no Chinese at all, whose name says the kind of thing the Chinese name ends on
        (`北辰网关 Polaris Gateway 1.2.1` for `*Polaris Gateway 1.2*`: a translation; not `绘影平台
        接入 Kestrel API`, where the Chinese is another thing's)."""
        if self._created(position):
            return False
        lead = lead_text(self.entries[position].lead)
        if not _CJK_CHAR.search(lead):
            said = self.glossary.terms(chinese)
            return bool(said) and said <= self.glossary.terms(self.entries[position].names.shown)
        own = self.glossary.without(chinese).strip() or chinese
        return len(own) >= 2 and own in lead

    def _decide(
        self,
        title: str,
        relation: str,
        keys: Sequence[str],
        anchor: str,
        cited: Sequence[tuple[int, str]] = (),
        repos: frozenset[str] = frozenset(),
        points: Sequence[str] = (),
        sources: str = "",
        date: str = "",
    ) -> Verdict:
        """The entry the increment continues, from the evidence (see the module's text);
        `cited`: the entries holding an increment the relation line cites, with its id;
        `repos`: the repositories the increment's title and sources link; `points`: its
        points, where a clause saying outright it is unrelated to an entry denies it too;
        `sources`: its sources line, read for a short form it defines as the points are
        (`(Quillsmith,下称 QS)`); `date`: the briefing's day."""
        title = self._generation_spelled(title, points)  # (`GV4` of `Glint-V 4（简称 GV4）`)
        found: dict[int, list[Evidence]] = {}
        for position, item_id in cited:
            if self.entries[position].live:
                found.setdefault(position, []).append(
                    Evidence(SAYS_SO, f"relation line cites {item_id}")
                )
        keys = [*keys, *self._owned_short(title, keys)]  # (`(quillserve#881)`: its owner's)
        cited_only = _release_cites(title, keys) or self._fix_release_cites(title, keys)
        possible: set[tuple[str, int]] = set()  # (a possibility the title and a point both
        for key in keys:  # cite is one: not a continuation by repetition)
            for position in self._keyed(key):
                shared = self._key_evidence(title, key, position, key in cited_only)
                if shared.weight <= POSSIBLE and (key, position) in possible:
                    continue
                possible.add((key, position))
                found.setdefault(position, []).append(shared)
        for key in corrected_keys(title, keys):
            for position in self._live(self.by_key.get(key, ())):
                found.setdefault(position, []).append(Evidence(STRONG, f"corrects {key}"))
        named = names_of(self._region_kept(title))  # (`Tessel eu-central …`: the region kept)
        mine = _abbreviated_title(_repository_title(named))  # (`Ferric 网关 FSG 0.9.1`)
        mine = _subject_side(mine, relation)  # (`A 0.2 vs B` with `主体是 A 0.2`: A's)
        mine = self._taking_on_known(mine)  # (`nightjar 投机解码接入 Marlowe Serve 2.5`)
        mine = self._acquired_subject(title, mine)  # (`Ember Labs 收购 Quarry …`)
        mine = self._merged_subject(title, mine)  # (`Siltpage 并入 Halyard 主线`)
        kinded = self._kind_first(mine)  # (`多模态评测 LVUS v2`: `LVUS v2`)
        told = _KIND_FIRST.match(mine.shown) if kinded is not mine else None
        mine = _generation_apart(kinded, self._goes_by_stem)  # (`Corvid-Embed2发布`, `Lumen3`)
        mine = self._bracketed_latin_release(title, mine)  # (`衡尺重排 1.5（Yardstick …）`)
        self._another_said = _ANOTHER_ONE.search(relation) is not None  # (`_by_incident_review`)
        self._title_compares = _TITLE_COMPARES.search(title) is not None  # (`与三款…对比`)
        self._title_launches = _LAUNCHES.search(title) is not None  # (`X Video 上线`)
        self._title_flawless = advisories.says_no_flaw(title)  # (`Brask 12-08 路由超时`)
        self._gathered_news = self._gathered(title, relation, sources)  # (`_by_gathering`)
        self._by_names(mine, found)
        resulted = self._by_benchmark_result(title, found)
        self._by_glued_release(mine, found)  # (`霁光3.6 API 降价`: `霁光 Jiguang 3.6 发布`)
        self._by_chinese_for_brand(title, found)  # (`萤火Embed-v3`: `「萤火」Firefly-Embed`)
        self._by_chinese_and_first_word(title, found)  # (`云杉 Spruce 2.1`: `云杉〔Spruce KV〕`)
        self._by_chinese_aside(title, found)  # (`Magpie 1.0（鹊桥）`: `鹊桥Magpie 1.0`)
        self._by_dashed_chinese(title, found)  # (`Sable-2 32B — 黑貂第二代`: `黑貂`)
        self._by_chinese_half_led(title, found)  # (`雨云追踪新增…`: `雨云追踪 Nimbus Trace`)
        self._by_same_release_said(title, found)  # (`…（与 TKV 1.6 同一发布）`)
        if told is not None:
            self._another_kind_told(told["kind"], found)
        self._topic_headed(title, anchor, found)
        self._ecosystem_headed(title, found)
        self._struck_named(found)
        self._by_full_initials(mine, found)
        self._by_spelled_acronym(title, mine, found, relation, sources)  # (`Agent Link Protocol`)
        self._by_defined_abbreviation(mine, found)  # (`Token Eviction Ring Notes (TERN)`)
        self._by_two_halves(title, found)  # (`鉴衡评测（JianHeng）`: `鉴衡（JianHeng Eval…）`)
        self._by_glued_kind(title, found)  # (`Mnemo记忆层 1.5`: `Mnemo`)
        self._by_chinese_name_and_kind(title, found)  # (`晴川字幕 App 上线…`)
        self._by_short_word(mine, found)  # (`minnow-rt 0.4`: `Minnow Runtime`)
        self._by_lead_words(mine, found)
        self._by_translated_kind(mine, found)  # (`MCP 规范 2031-10 草案`: `MCP spec`)
        self._by_translated_descriptor(mine, found)  # (`Kestrel 准入控制`: `… Admission Control`)
        self._by_series(title, mine, found)
        self._by_product_generation(title, mine, found)
        self._by_month_edition(mine, found)
        self._by_recorded_generation(mine, found)
        self._by_generation_line(mine, found)  # (`Hawkeye-Embed 3.1`: `… 3（Hawkeye-Embed 3）`)
        self._by_chinese_kind(mine, found)
        self._by_translated_release(mine, found)
        self._by_maker_first(title, mine, found)
        self._by_maker_launching(title, anchor, found)  # (`Gullworks 发布 Tern 2.0`)
        self._by_maker_funded(title, found)  # (`Sonoria 完成 C 轮，用于 Voxen 下一代训练`)
        self._by_maker_in_tail(title, found)  # (`Dunlin Lens — Brackwater Systems 推出的…`)
        self._by_glued_chinese_name(title, found)  # (`灵犀Omni1.1发布`)
        self._by_glued_maker(title, found)  # (`青澜Brightwing2.1发布`: `Brightwing（青澜智能）`)
        self._by_kind_tailed_chinese(mine, found)  # (`玄武2.1正式版发布`: `玄武推理引擎`)
        self._by_point_name(mine, points, found)
        self._by_capitalised_in_points(mine, points, found)  # (`cairn …` with `Cairn 0.9 = …`)
        self._by_point_abbreviation(mine, points, found)
        self._by_point_short_form(mine, (*points, sources) if sources else points, found)
        self._by_renamed_arrow(title, found)
        self._by_renamed_newest(title, mine, found)
        self._by_quoted_rename(title, found)
        self._by_advisory_product(title, found)
        self._by_advisory_flaw(title, found)  # (`… follow-up (TRN-SA-2026-04)`, same flaw in words)
        self._by_issue_product(title, found)
        self._by_event_product(title, found)  # (`Halden 托管 Tessera Serve 端点中断`)
        self._by_repository(mine, repos, found)
        self._by_linked_repository(mine, repos, found)
        self._by_leading_linked(mine, repos, found)
        self._by_broad_from_own_repository(repos, found)  # (`SGLang v0.9.3 多模态 …`)
        self._by_component_repository(mine, repos, found)  # (`Skiplane 1.0` of `### Harrow`)
        self._by_abbreviated_maker(mine, repos, found)  # (`FW Agents SDK` of `Ferrowind …`)
        self._by_chinese_from_repository(mine, repos, found)
        self._by_spelled_from_repository(mine, repos, found)  # (`Sparse Lattice Retriever`)
        self._by_hyphened_kind(mine, set(found), found)  # (after the repository's reading)
        self._by_hyphened_maker(title, mine, found)  # (`Tarn-Audio 3.0 — Fennick Labs …`)
        self._by_family_generation(title, mine, found)  # (`Corvex-4 预览`: `Corvex`'s)
        self._by_sized_member(title, mine, found)  # (`Wrenfield-A3-14B`: `Wrenfield-A3`'s)
        self._by_spaced_family(mine, found)  # (`Pike VL2 Mini`: `Pike-VL`'s)
        self._by_member_variant(mine, found)  # (`Aster 3-Mini` under `Aster 3`)
        self._by_held_tier(mine, found)  # (`Marrowind Cloud …` where tiers share an entry)
        self._by_recorded_app(mine, found)  # (`Reelvane …` of `配套应用 Reelvane` under a family)
        self._by_first_clause(title, mine, found)  # (`SealFrame 1.2 定稿，A 与 B 宣布采纳`)
        self._by_tier(title, found)  # (`Tessera Cloud Serverless tier`)
        self._by_described_chinese(mine, (title, *points), found)  # (`麒麟视觉 2.5`: Qilin-VL)
        self._by_dropped_acronym(mine, found)  # (`Harbor Registry` of `Harbor MCP Registry`)
        self._by_described_acronym(mine, found)  # (`智能体互操作协议 AIP 0.4 草案投票通过`)
        _longest_whole(found, mine)  # (`Sieve Rerank v2 large`: `Sieve-Rerank-v2`'s)
        self._by_written_case(title, mine, found)  # (`PICA 榜单` beside `「Pica」`)
        self._by_same_part(title, mine, found)
        self._by_incident(title, found)
        self._by_incident_phrase(title, found)  # (`X 声纹克隆滥用后续`: the incident named so)
        self._by_followed_incident(title, found)  # (`X 3 水印剥离事件后续`: X 3's one incident)
        self._by_cve_sub_item(title, found)  # (`CVE-… 修复回移`: the entry whose update holds it)
        self._by_issue_sub_item(title, found)  # (`x#4412 在 v4.2 中修复`: the update citing it)
        self._by_issue_repository(title, found)  # (`X 2.5 … (o/x#771)`: X's repository)
        self._by_dated_incident(title, found)
        self._by_incident_of_day(title, found)
        self._by_incident_of_month(title, found)  # (`X 8 月复制丢数事故 — 复盘`: `… (2039-08)`)
        self._by_spaced_incident(title, found)  # (`North Sea 2 区域中断…`: `NorthSea-2 …`)
        self._by_followed_day(title, found)  # (`X 服务超时（12-03）补充`: that day's incident)
        self._by_region_followed(title, found)  # (`X us-east outage postmortem`: no day)
        self._by_published_review(title, found)  # (`X 发布 10-04 故障复盘`: that day's incident)
        self._by_fixed_incident(title, mine, found)  # (`X 1.0.1 — 修复 0.9 起的…`)
        self._by_bracketed_incident(title, mine, found)  # (`X 2.4.1 补丁（某云事故根因）`)
        self._by_cited_ticket(title, relation, found)  # (`X 1.6.2 — 修复…（关闭 F-32-09）`)
        self._by_benchmark_for_life(title, mine, found)  # (`ClearMirror v2`: v1's entry)
        self._by_home_of_latin(title, found)  # (`Tidewell 12-08 再次宕机`: `可靠性档案：潮井`)
        self._by_home_named(title, found)  # (`TideVoice 卡死复盘`: `Incident log — TideVoice`)
        self._by_result_ledger(title, found)  # (`X 8 月榜` where every result is a ledger row)
        self._by_register(title, found, relation)  # (`each is a row of the *Incident log*`)
        self._by_gathering(found)  # (`**Incidents (§1.3)**` with its dated sub-bullets)
        self._by_gathered_product(title, found)  # (`Incidents` naming `Loomwork Cloud`)
        self._by_roll_up(title, found)  # (`### RAG apps roundup`: each app a dated line)
        self._by_release_in_incident(title, found)  # (`研究者公布 Sentinel 2.2 护栏绕过`)
        self._by_product_word_trouble(title, mine, found)  # (`Halyard 转写服务故障`)
        self._by_incident_id(title, sources, found)  # (`…/incidents/INC-3821/postmortem`)
        self._by_service_named(title, found)  # (`…中断(Sorrel Video 服务)`)
        self._by_sibling(title, found)
        self._by_makers_comparison(title, found)  # (`Brükel 官方对比 — Fernhook vs …`)
        self._by_variant_home(title, relation, mine, found)  # (`ToolJack-Echo … 新变种`)
        self._by_sub_board(title, found)  # (`MTRB-ZH 中文子榜发布`: the board `MTRB`'s)
        if not resulted:  # (one home for a result: the benchmark entry that rule found)
            self._by_scored_benchmark(title, found)
        self._scored_before_board(title, found)  # (`Corvid 3.3 ServeBench 实测`)
        self._scored_under_product(title, found, relation)
        self._paper_under_evaluated(title, keys, found)  # (`X arXiv:… — 对 Marshal 的评测`)
        self._scored_product_first(title, found)  # (`Quire 3.1 登上 Tallyboard 71.2%`)
        self._withdrawn_from_product(title, found)  # (`Board 撤下 X 二月榜 61.4% 成绩`)
        self._by_title_correspondence(title, found)  # (`X 复盘：对应「事故·X …」条`)
        if relation:
            alone = not (mine.comparison or mine.others or mine.joined or mine.rival)
            self._by_relation(relation, found, title if alone else "", title)  # (`A vs B`)
            self._by_named_release(relation, title, found)  # (`本条是 X 0.10 版本发布`)
            self._by_named_subject(relation, title, found)  # (`本条是 X 的新功能`)
            self._by_relation_key(relation, keys, found)
            self._by_relation_paper(relation, found)
            self._by_follow_up_paper(relation, keys, found)
            self._by_relation_issue(relation, keys, found)
            self._by_relation_cve(relation, keys, found)
            self._by_anchored_incident(title, relation, found)
            self._by_reviewed_day(title, relation, found, date)  # (`10-13 故障已锚定…复盘`)
            self._by_advisory_day(title, relation, found)
            self._by_incident_day(title, affirmed(relation), anchor, found)
            self._benchmark_kept_possible(title, found)  # (a relation line naming it too)
        released = _release_after_kind(mine)  # (`Wheatear 调度器 1.1`: release 1.1)
        self._by_latest_release(released, found, title)
        self._by_repository_news(mine, released, found, title)  # (`org/x-sing-0.9`'s licence)
        self._by_latest_for_candidate(released, found, title)
        self._by_major_line(released, found)
        self._by_other_release(released, found)
        self._by_current_release(released, found)  # (`HRS 0.7` ↔ `**HRS**…当前 0.6`)
        self._by_current_major(mine, found)  # (`Halyard 发布 …` beside `Halyard 1`, `Halyard 2`)
        if mine.former:  # (`Egretwell（原名 Egretta）1.0`: a release of Egretta's)
            self._by_other_release(names_of(mine.former), found)
        if (aliased := aliased_release(title)) is not None:  # (`黑曜路由（Obsidian Router）0.2`)
            self._by_other_release(names_of(aliased), found)
        self._another_makers_abbreviation(mine, found)  # (after every reading by names)
        self._family_paper(mine, found)  # (`Corvid-VL-72B 开放权重` with the 7B's paper)
        self._a_role_not_a_product(mine, found)
        self._by_slug_incident_fixed(title, found)  # (`X 3.2.1 hotfix` of `[[x]]! leak`)
        for position, evidence in found.items():
            if self.entries[position].anchor == anchor:
                evidence.append(Evidence(SECTION, f"same section {anchor}"))
        self._report_filed_under_model(title, found)  # (`Nimbus4技术报告` under `**Nimbus**`)
        self._by_incident_home(title, anchor, found)
        self._by_flaw_home(title, anchor, found)
        self._by_comparison_log(title, anchor, found)
        self._by_app_log(title, found)
        self._screened(found, _renamed_released(title, released), keys, relation, title)
        self._by_newest_affected(title, anchor, found)  # (`Sentinel 2.1 与 2.2 都能被…绕过`)
        denied = {p for c in contrary.denying(relation) for p in self.mentioned(c)}
        denied |= {p for c in contrary.unrelated(points) for p in self.mentioned(c)}
        background = frozenset(
            p
            for c in background_clauses(relation)
            for p in self._mentioned_in_place(c)
            if not self._other_release_background(c, p, mine)
        )
        repos |= _title_repository(mine)
        issue_sourced = _ISSUE_PAGE.search(sources) is not None and "/pull" not in sources
        inc = _Increment(
            mine,
            title,
            relation,
            keys,
            repos,
            frozenset(denied),
            anchor,
            background,
            points,
            issue_sourced,
            _INCIDENT_REVIEW.search(sources) is not None,
            date,
        )
        self._countered(found, inc)
        self._unfiled_incident(found, inc)
        self._tier_apart(mine, found)  # (`Gatekeeper Enterprise` where each tier is an entry)
        self._results_kept_apart(title, found)  # (`X 在 Tallyboard 上 64.3%`: a result's own)
        self._releases_filed_apart(title, keys, found)  # (`Every new release … its own entry`)
        self._release_not_a_paper(mine, keys, found)
        verdict = self._reconciled(self._verdict(found), released)
        verdict = self._suggested_home(title, anchor, self._filed_apart(verdict, title, keys))
        return self._night_news_apart(verdict, title)

    def _suggested_home(self, title: str, anchor: str, verdict: Verdict) -> Verdict:
        """A follow-up of an advisory whose own entry sits in the suggested section
        (`suggested_advisory`) continues that entry, not the product's found by its name."""
        home = self.suggested_advisory(title, anchor)
        if home is None or verdict.chosen == home:
            return verdict
        if verdict.chosen is not None and self.entries[verdict.chosen].anchor == anchor:
            return verdict  # (another entry of that section: the evidence decided)
        why = f"title cites the advisory {self.entries[home].shown!r} holds, in {anchor}"
        return Verdict(home, home, STRONG, (Evidence(STRONG, why),))

    def _goes_by_stem(self, stem: str, glued: str) -> bool:
        """No live entry goes by the name with its generation glued on (`Nimbus3`, `SieveRank-2`:
        a name of its own), and the document numbers the name's generations apart: an entry is
        named by it and a generation (`Lumen 3`), or by it alone where the preamble keeps one
        entry per family (`Lumen3` of `**Lumen**`) or files a work's follow-up papers under the
        original's entry; not otherwise (`Cinder-2`: maybe a follow-up paper of its own)."""
        if self._live(self.by_first.get(form(glued), ())):
            return False
        named = self._live(self.by_first.get(form(stem), ()))
        if any(self.entries[p].names.version for p in named):
            return True
        if not named:
            return False
        if self._stated_families is None:
            self._stated_families = self.stated_families()
        if self._stated_follow_ups is None:  # (or a work's follow-up papers: `Cinder-2`)
            self._stated_follow_ups = self.stated_follow_ups()
        return self._stated_families or self._stated_follow_ups

    def _other_release_background(self, clause: str, position: int, mine: Names) -> bool:
        """The clause names the entry by another release of the title's own product (`Foo 2.3
        为背景；本条是 Foo 2.4` against `**Foo**`), an entry naming no release: the background
        is that release, and the product's entry takes the title's release too."""
        theirs = self.entries[position].names
        if theirs.version or not mine.version or not theirs.first or mine.first != theirs.first:
            return False
        said = self.mentioned(clause).get(position)
        if not said:
            return False
        spelled = r"[\s\-_]*".join(map(re.escape, said.split()))  # (`trt llm`: `TRT-LLM`)
        release = re.search(rf"{spelled}\s*v?(\d+(?:\.\d+)*)(?![\d.])", clause, re.I)
        if release is None:
            return False
        return tuple(int(n) for n in release.group(1).split(".")) != mine.version

    def _by_written_case(self, title: str, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """The title leads with a word in capitals (`PICA 榜单更新`) that an entry found by it
        writes in mixed case (`「Pica」喜鹊视觉模型`) and exactly one live entry's name writes
        as the title does (`PICA 感知上下文评测`): a namesake's; the title names that one."""
        said = _CAPITALS_FIRST.match(mine.shown)
        if said is None:
            return
        word = said.group()
        folded = [
            p
            for p in found
            if (m := _LATIN_FIRST.match(self.entries[p].names.shown)) is not None
            and m.group() != word
            and m.group().casefold() == word.casefold()
        ]
        if not folded:
            return
        exact = re.compile(rf"^{re.escape(word)}(?![A-Za-z0-9])")
        written = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live and exact.match(lead_text(entry.lead)) and p not in folded
        ]
        if len(written) != 1:
            return
        if self._maker_unwritten(title, written[0]) and any(
            _BRACKETED_MAKER.search(title) and not self._maker_unwritten(title, p) for p in folded
        ):
            return  # (`NOVA 芯片二代发布（Novalabs）`: the maker `「Nova」` names, not the dataset)
        for position in folded:
            del found[position]
        why = f'title names "{word}", written so by "{self.entries[written[0]].names.shown}"'
        found.setdefault(written[0], []).append(Evidence(NAME, why))

    def _reconciled(self, verdict: Verdict, mine: Names) -> Verdict:
        """A release (`Quarry 2.4`) continuing an entry of another release line or of its
        product (`Quarry 2.3`, `**Quarry**`) rests on the document keeping one entry per
        product: where its preamble and its entries disagree on that in the entry's group, or
        the preamble states a rule no reader understands and the entries show nothing
        (`granularity`: then an entry of another release line, or the product's where the rule
        names releases only), the continuation is only a possibility (a duplicate is the safer
        failure). Not one a shared key decides, or (an unknown rule) the relation line."""
        position = verdict.chosen
        if position is None or len(mine.version) < 2 or mine.comparison:
            return verdict
        theirs = self.entries[position].names
        if theirs.version and not versions.other_release(mine.version, theirs.version):
            return verdict
        if versions.pre_release(mine.shown) or any(e.weight >= STRONG for e in verdict.evidence):
            return verdict
        if self._is_incident_home(position):  # (neither a release's entry nor a product's)
            return verdict
        if any(e.why.startswith(SCORED_ON_BENCHMARK) for e in verdict.evidence):
            return verdict  # (the release is the scored product's, not the benchmark's)
        unit = self.granularity(self.entries[position].anchor, position)
        if unit == "release" and self._tracked_by_name(position):
            why = "but the document gives every release an entry, and this one is named by none"
            return Verdict(None, position, verdict.score, (*verdict.evidence, Evidence(0.0, why)))
        if unit == "release" and self._launched_unversioned(position, mine):
            why = "but the document gives every release an entry, and this launch entry names none"
            return Verdict(None, position, verdict.score, (*verdict.evidence, Evidence(0.0, why)))
        if unit.startswith("unknown") and (
            (not theirs.version and unit != "unknown-release")
            or any(e.why.startswith("relation line") for e in verdict.evidence)
        ):  # (an unread rule: only by the title's names; a product's entry, a rule of releases)
            return verdict
        if unit not in ("conflict", "unknown", "unknown-release"):
            return verdict
        why = (
            "but the document's preamble and entries disagree on one entry per release or product"
            if unit == "conflict"
            else "but the document's preamble states a rule of entries no reader knows"
        )
        evidence = (*verdict.evidence, Evidence(0.0, why))
        return Verdict(None, position, verdict.score, evidence)

    def _releases_filed_apart(
        self, title: str, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """Where the preamble files each release as an entry of its own in a section it names
        (`stated_release_section`), the entries found beside the one each thing is filed in
        weigh a possibility at most: a release's own entry there beside its product's (`Vireo
        Voice v2.2` restating the night's `Vireo Voice 2.2 发布`), and, for other news of the
        product (an incident: `Fresco XL 2.0 权重校验和不符`), a release's entry there beside
        the product's entry found too (that release is a pointer, the product holds its news)."""
        if len(found) < 2 or not self.stated_release_section():
            return
        mine = names_of(title)
        paper = any(k.startswith("arxiv:") for k in keys)
        if not paper and reports_release(title, mine):
            if not self.release_section_of(
                release_version(mine)
            ):  # (a minor one, majors alone apart)
                return
            own = {p for p in found if self._same_release(mine, p)}
        else:
            own = {p for p in found if not self.entries[p].names.version}
            own = own if any(self._release_entry_of(p, own) for p in found) else set()
        if own:
            note = "but the preamble files releases apart from their product's news"
            others = {p: e for p, e in found.items() if p not in own}
            self._possible_only(others, note)
            found.update(others)

    def _same_release(self, mine: Names, position: int) -> bool:
        """The entry at `position` is named by the title's very release (`v1.4.post1` is not
        `v1.4`'s)."""
        theirs = self.entries[position].names
        if not mine.version and release_version(mine):  # (`**Sorrel-2 发布**`: a generation's)
            return not theirs.version and bool(theirs.first) and theirs.first == mine.first
        if not mine.version or theirs.version != mine.version:
            return False
        return _release_text(theirs.shown) == _release_text(mine.shown)

    def _release_entry_of(self, position: int, products: set[int]) -> bool:
        """The entry at `position` is named by a release of one of `products`' entries."""
        theirs = self.entries[position].names
        firsts = {self.entries[p].names.first for p in products}
        return len(theirs.version) >= 2 and bool(theirs.first) and theirs.first in firsts

    def _filed_apart(self, verdict: Verdict, title: str, keys: Sequence[str]) -> Verdict:
        """A release (`Kestrel-VL 3.3 发布`, `Whorl-ASR v1.4.post1`) or a result (`X 在 EchoArena
        排名第一`) where the preamble files each one as an entry of its own in a section it
        names (`stated_release_section`, `stated_result_section`): it continues no other
        entry (the product's, another release's or result's), however strongly its names or
        an issue it fixes point there; a possibility at most. Not a paper (an arXiv key), an
        incident, the entry of that very release, nor one a page the entry cites decides."""
        position = verdict.chosen
        if position is None or any(k.startswith("arxiv:") for k in keys):
            return verdict
        if any(e.weight >= STRONG and e.why.startswith("url:") for e in verdict.evidence):
            return verdict
        kind = self._filed_apart_kind(title, position)
        if not kind:
            return verdict
        why = f"but the preamble gives every {kind} an entry of its own"
        return Verdict(None, position, verdict.score, (*verdict.evidence, Evidence(0.0, why)))

    def _filed_apart_kind(self, title: str, position: int) -> str:
        """`release` or `result` where the title reports one the preamble files apart and the
        entry at `position` is not that release's own; "" otherwise."""
        if contrary.new_incident(title):
            return ""
        if (result_news(title) or board_edition(title)) and self.stated_result_section():
            return "result"
        mine = names_of(title)
        if not reports_release(title, mine) or not self.release_section_of(release_version(mine)):
            return ""
        return "" if self._same_release(mine, position) else "release"

    def _night_news_apart(self, verdict: Verdict, title: str) -> Verdict:
        """A night's entry named by its product, a release maybe, then news of its own
        (`clearmirror 3.2 API 降价 40%`, `ShuttleKit 2.4 回归`), found by the title's name
        alone, the title writing none of that news's words (`Clear-Mirror 3.2 幻觉回归已修复`):
        maybe other news of the product, whose entry (the product's, the release's, an
        incident's) is another; a possibility, not a continuation (`night_news`)."""
        position = verdict.chosen
        if position is None or not self._created(position):
            return verdict
        if not all(e.why.startswith(("title names", "same section")) for e in verdict.evidence):
            return verdict
        if not other_news(self.entries[position].names.shown, title):
            return verdict
        why = "but the entry a night wrote is named by other news than the title's"
        return Verdict(None, position, verdict.score, (*verdict.evidence, Evidence(0.0, why)))

    def _launched_unversioned(self, position: int, mine: Names) -> bool:
        """A night's launch entry named by no release (`Glint — 实时数字人模型`) where the group
        keeps one entry per release: a release of it (`Glint 1.1`) is maybe the launch's news,
        maybe its next release's own entry; a possibility (a duplicate is the safer failure).
        Only where the preamble gives every release an entry, no kind scoping it, and keeps no
        0.x line together (`stated_zero_line`); not a launch holding a paper's arXiv id or
        writing the title's release, nor an entry named otherwise than the title's product."""
        entry = self.entries[position]
        if entry.names.version or not self._created(position):
            return False
        if not mine.first or mine.first != entry.names.first:
            return False
        if incidents.INCIDENT_WORDS.search(entry.names.shown):
            return False  # (`SGLang 挂起事故`: an incident's entry, not a launch)
        if position in self.incident_entries():
            return False
        if versions.month_edition(mine.shown) is not None:
            return False  # (`WebGauntlet 2028.09 期`: a monthly edition, no release)
        release = ".".join(str(n) for n in mine.version)
        if re.search(rf"(?<![\d.]){re.escape(release)}(?![\d])", self._lead_text(position)):
            return False  # (the launch was that release: `Quokka — 开源 0.1 …` takes `Quokka 0.1`)
        if any(k.startswith("arxiv:") for k in entry.keys):
            return False  # (a launch holding a paper's id is the paper's: it takes its code's)
        return self.every_release_apart() and not self.stated_zero_line()

    def _tracked_by_name(self, position: int) -> bool:
        """The editor's own entry of a product led by a kind tag where the document's leads
        write the release (`**tracked** Beacon Gateway · Northpass — …` beside `**v2.4**
        Tidewell · …`), recording no release, in a group keeping one entry per release: a new
        release of the product is maybe its first entry of its own, maybe news of the tracked
        line; a possibility, not a continuation (a duplicate is the safer failure)."""
        entry = self.entries[position]
        if entry.names.version or self._created(position) or not kind_tag_first(entry.lead):
            return False
        return not self.lines_held(position)

    def _verdict(self, found: dict[int, list[Evidence]]) -> Verdict:
        scored = sorted(
            ((self._score(e), p) for p, e in found.items()), key=lambda pair: (-pair[0], pair[1])
        )
        if not scored or scored[0][0] <= SECTION:
            return Verdict(None, None, 0.0, ())
        score, best = scored[0]
        evidence = tuple(found[best])
        tied = len(scored) > 1 and scored[1][0] >= score
        chosen = best if score >= CONTINUE and not tied else None
        return Verdict(chosen, best, score, evidence)


# A release as written, its suffix kept (`v1.4.post1`, `2.2`), for telling a patch from its line.
_RELEASE_TEXT = lazy(
    r"(?i)(?<![A-Za-z0-9.])v?(\d+(?:\.\d+)+(?:[.\-]?(?:post|rc|beta|alpha|a|b)\d*)?)"
)


def _release_text(name: str) -> str:
    """The last release a name writes, `v` dropped and case folded (`v1.4.post1` → 1.4.post1)."""
    found = _RELEASE_TEXT.findall(name)
    return found[-1].casefold() if found else ""


# What follows a release a title leads with when the title reports the release itself: a
# separator or the end, a word of shipping maybe before it (`Vireo Voice v2.2 — 3s zero-shot
# cloning`, `Tinglan 3.0：…`, `FrescoXL 2.0 开放权重 — …`).
_RELEASE_HEAD_END = lazy(
    r"\s*(?:上线|开源|开放权重|推出|(?i:ships|is\s+out|lands)(?![A-Za-z]))?\s*(?:[—–:：|｜(（,，]|-\s|$)"
)


_RELEASE_HEAD_CUT = lazy(r"\s[—–]{1,2}\s|——|[：:]")


# A series' generation glued to its name by a hyphen, no size or build after it (`Sorrel-3 发布`,
# not `Sorrel-2 34B 量化版`, `Fennix-2B`): the release of a generation.
_GENERATION_ALONE = lazy(
    r"^[A-Za-z][A-Za-z0-9]*-(?P<generation>[1-9]\d?)"
    r"(?![A-Za-z0-9.\-]|\s*\d+(?:\.\d+)?[BbMm](?![A-Za-z0-9]))"
)


def release_version(mine: Names) -> tuple[int, ...]:
    """The release a title's name gives (`Vireo 4.0` → (4, 0)), or the generation glued to
    a series' name alone (`Sorrel-3` → (3,), a major: a new generation is one)."""
    if mine.version:
        return mine.version
    glued = _GENERATION_ALONE.match(mine.shown)
    return (int(glued["generation"]),) if glued else ()


def reports_release(title: str, mine: Names) -> bool:
    """The title reports a release of a product (`Kestrel-VL 3.3 发布 — …`, `VeilMark 1.2 —
    新增音频水印`): a release of two numbers or more, no comparison, no incident, the title
    saying it is released or its release ending its head; not news of a release (`Fresco XL
    2.0 权重校验和不符`)."""
    if mine.comparison or contrary.new_incident(title):
        return False
    if contrary.released(_RELEASE_HEAD_CUT.split(title, maxsplit=1)[0]):
        return True  # (`墨瞳 MoTong 34B-Pro 发布 — …`: a release, though named by no number)
    if len(mine.version) < 2:
        return False
    own = _release_text(mine.shown)
    ends = (m.end() for m in _RELEASE_TEXT.finditer(title) if m.group(1).casefold() == own)
    return any(_RELEASE_HEAD_END.match(title, end) for end in ends)
