"""What the document says it files how (`stated_*`), read once, and where it files news."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from patcher.document.headentries import description
from patcher.document.identity import Entry, lead_text
from patcher.plan import contrary, incidents, versions
from patcher.plan.evidence.abbreviations import (
    _NAME_WORD,
)
from patcher.plan.evidence.clues import (
    _CLAUSES,
    _FIX,
    _GLUED_ONTO,
    _reports_damage,
)
from patcher.plan.evidence.index_fields import _IndexFields
from patcher.plan.evidence.names import (
    _INCIDENT_WORD,
    Names,
    distinctive,
    names_of,
    subject,
)
from patcher.plan.evidence.readings import (
    _MAKER_FIRST,
    _TITLE_HEAD_END,
    _Increment,
)
from patcher.plan.evidence.relations import affirmed, continuing
from patcher.plan.evidence.spelling import (
    _visible,
    form,
)
from patcher.plan.evidence.weights import NAME, Evidence
from patcher.text import marker
from patcher.text.lazy import lazy

# What a bug is called in a title, and what a fix is (a fix is news of the product).
_BUG = lazy(
    r"缺陷|故障|崩溃|泄漏|泄露|死锁|截断|回归|挂起|卡死|错误|异常|骤降|退化|劣化|逃逸|越权|绕过"
    r"|抖动"  # (flapping: `扩缩容抖动`, replicas scaled up and down again and again)
    r"|(?i:(?<![A-Za-z])(?:bug|crash|leak|deadlock|hang|regression|error|escape|bypass)s?"
    r"(?![A-Za-z])|(?<![A-Za-z])flapping(?![A-Za-z]))"
)
_SUBJECT_CLAUSE = lazy(r"[，,；;]\s*")


def _bug_then_fix(said: str) -> bool:
    """A subject whose first clause reports a bug and says no fix, a later clause its fix
    (`Quiver 3.5 分块预填充高并发死锁，Quiver-3.5.post1 修复`): the bug's report, its fix
    told after it; not a fix leading (`Quiver 3.5.1 修复死锁`, `修复 3.5 死锁，…`)."""
    first, *rest = _SUBJECT_CLAUSE.split(said, maxsplit=1)
    return bool(rest) and bool(_BUG.search(first)) and not _FIX.search(first)


# An entry's own text saying its variants are recorded under it (`变种记在本条下`, `Variants are
# recorded here.`), and a title or relation line calling its news a variant (`新变种`, `variant`).
_VARIANTS_HERE = lazy(
    r"变种(?:也|都|均|一律)?(?:记|写|归|挂|列)(?:在|入|到|于)(?:本条|此条|这条)"
    r"|(?i:(?<![A-Za-z])variants?\s+(?:of\s+it\s+)?(?:are|go|is)\s+(?:also\s+)?"
    r"(?:(?:recorded|filed|kept|written|noted|logged)\s+)?(?:here|under\s+this\s+entry)(?![A-Za-z]))"
)
_VARIANT_SAID = lazy(r"变种|变体|(?i:(?<![A-Za-z])variants?(?![A-Za-z]))")
# A hyphened name: the name it extends, then its own part (`ToolJack-Echo`).
_HYPHENED_OFF = lazy(r"^(?P<name>[A-Za-z][A-Za-z0-9]+)-[A-Za-z][A-Za-z0-9]*(?![A-Za-z0-9\-])")


# A Chinese name, a space, then a Latin name (`燕鸥 Tern-Embed-3`): the Chinese name apart.
_CHINESE_BEFORE_LATIN = lazy(r"^(?P<chinese>[\u3400-\u9fff]{1,8})\s+(?=[A-Za-z])")
_SLUG_LEAD = lazy(r"^\[\[[a-z0-9][a-z0-9_.\-]{0,40}\]\](?= )")  # (`[[tidewell]] Tidewell — …`)
_DOTTED_RELEASE = lazy(r"(?<![\w.])v?\d+\.\d+(?:\.\d+)*(?![\w.])")
# The release a fix's title dates its bug to (`修复 3.1 起的内存泄漏`, `fixes a leak since 0.9`).
_BUG_SINCE = lazy(
    r"(?<![\d.])v?(?P<cn>\d+(?:\.\d+)+)\s*(?:版本?)?\s*(?:起|以来|开始|引入)"
    r"|(?i:(?<![A-Za-z])(?:since|introduced\s+in)\s+v?(?P<en>\d+(?:\.\d+)+))"
)


# A bracket saying the title's release is the cause or the fix of another thing's incident
# (`（铁杉云事故根因）`, `（修复铁杉云宕机）`), the thing a Chinese name of two to six characters.
_INCIDENT_BRACKETED = lazy(
    r"[（(](?:修复)?(?P<thing>[\u4e00-\u9fff]{2,6}?)(?:的)?(?:事故|故障|宕机)(?:的)?(?:根因|起因|修复)?[)）]"
)
_RELEASE_ON = lazy(r"\s*v?\d+(?:\.\d+)+")  # (a release and what follows it)
# An incident ticket's code (`F-32-09`, `INC-2031-07`, `SEV-104`): capitals, a hyphen, numbers.
# (not one cited as a likeness, `修复 F-40-02 同类问题`: another bug of its kind)
_TICKET = lazy(
    r"(?<![A-Za-z0-9\-])(?!CVE-)[A-Z]{1,5}(?:-\d{2,5}){1,2}(?![A-Za-z0-9\-]|\.\d)"
    r"(?!\s*(?:的\s*)?(?:同类|类似|同款|相似))"
)
# A clause saying it fixes or closes what it cites (`关闭 F-32-09`, `即 F-32-11 的修复版本`).
_CLOSING = lazy(
    r"修复|关闭|(?i:(?<![A-Za-z])(?:fix(?:es|ed)?|clos(?:es|ed)|resolv(?:es|ed))(?![A-Za-z]))"
)
_CAPITALS_IN = lazy(r"(?<![A-Za-z])[A-Z]{2,5}(?![A-Za-z])")  # (`澜舟LZS`: its short form)


def _ticket_fixed(title: str, relation: str) -> str | None:
    """The one incident ticket's code a fix's title cites (`Skein 1.6.2 — 修复…（关闭 F-32-09）`),
    else the one a clause of its relation line saying it fixes or closes it cites (`即 F-32-11
    的修复版本`); None for a title that is no fix, or none or several codes."""
    if _FIX.search(title) is None:
        return None
    codes = set(_TICKET.findall(title))
    if not codes and relation:
        clauses = [c for c in _CLAUSES.split(relation) if _CLOSING.search(c)]
        codes = {code for c in clauses for code in _TICKET.findall(c)}
    return codes.pop() if len(codes) == 1 else None


def _a_patch(version: tuple[int, ...]) -> bool:
    """A patch release (`3.2.1`): a minor or major one (`Dipper 2.2`) is an event of its own."""
    return len(version) >= 3 and version[-1] != 0


# A release right after a title's first Latin name (`Gull 4.1.2 patch fixes …`).
_HEAD_RELEASE = lazy(r"^\s*[A-Za-z][\w.+\-]*(?:\s+[A-Za-z][\w+\-]*)?\s+v?(\d+(?:\.\d+)+)(?![\w.])")


def _fix_version(title: str, version: tuple[int, ...]) -> tuple[int, ...]:
    """The release a fix's title names: its names' one, else the release right after its
    first name where a longer English tail hides it from them (`Gull 4.1.2 patch fixes …`)."""
    if version:
        return version
    head = _HEAD_RELEASE.match(title)
    return versions.release(head[1]) if head else ()


# A version ending a name (`Lantern 3.2.1`: the product `Lantern`).
_RELEASE_TAIL = lazy(r"\s*v?\d+(?:\.\d+)*\S*$")
_WORD = lazy(r"[A-Za-z][A-Za-z0-9]+|[\u3400-\u9fff]{2,}")


def _first_after_maker(names: Names) -> str:
    """The title's first Latin word, read after a maker's name before its product's (`Halden
    托管 Tessera Serve 端点中断`: `tessera`)."""
    maker = _MAKER_FIRST.match(names.shown)
    return names_of(names.shown[maker.end() :]).first if maker else names.first


def _words(text: str) -> set[str]:
    """The Latin words (folded) and Chinese character pairs of `text`."""
    found: set[str] = set()
    for word in _WORD.findall(text):
        if word[0].isascii():
            found.add(word.casefold())
        else:
            found.update(word[i : i + 2] for i in range(len(word) - 1))
    return found


# What says a thing is a benchmark or an evaluation set (`end-to-end RAG eval set`, `评测集`).
_BENCHMARK_SAID = lazy(
    r"评测集|基准测试|测评集|(?i:(?<![A-Za-z])(?:benchmark|eval(?:uation)?\s+(?:set|suite))s?(?![A-Za-z]))"
)
# Agreement on these alone is no agreement: a modifier (`tier`: offload tier, pricing tier),
# and `KV` without `cache` (any key-value thing).
_BROAD = frozenset({"tiered"})


# A capitalised Latin name alone in brackets (`（Atlassian）`, `(Ursine AI)`; not `(MCP)`).
_BRACKETED_CAPITALISED = lazy(
    r"[（(]\s*(?P<name>[A-Z][a-z][A-Za-z]*(?:\s+[A-Z][A-Za-z]+){0,2})\s*[)）]"
)


# A capitalised Latin word opening a bracket, a maker perhaps (`（Harrow 半导体）`, `(Novalabs)`).
_BRACKETED_MAKER = lazy(r"[（(]\s*(?P<maker>[A-Z][a-z][A-Za-z]+)(?![A-Za-z])")


class _Stated(_IndexFields):
    """What the document says it files how (`stated_*`), read once, and where it files news."""

    def _news_filed_under(self, title: str) -> str | None:
        """The kind of news the title says it is (a licence change, an incident, a
        measurement) where the preamble files that kind under the release it concerns
        (`versions.news_kinds_under_release`, judged once, when first asked), else None."""
        if self._stated_news_under is None:
            self._stated_news_under = self.stated_news_under()
        if not self._stated_news_under:
            return None
        return versions.news_kind(title, self._stated_news_under)

    def _advisories_filed_under(self) -> bool:
        """The preamble files advisories under their product's (release's) entry
        (`versions.states_advisories_under_entry`), judged once, when first asked."""
        if self._stated_advisories_under is None:
            self._stated_advisories_under = self.stated_advisories_under()
        return self._stated_advisories_under

    def _candidate_home(self, mine: Names, title: str = "") -> int | None:
        """The product's latest final release entry, older than the candidate's release, where
        the preamble files candidates under it; None otherwise (or when an entry of the
        candidate's own release line exists: it is that entry's)."""
        if len(mine.version) < 2 or not distinctive(mine.bare) or mine.comparison:
            return None
        if not versions.pre_release(mine.shown):
            return None
        if self._stated_candidates_latest is None:
            self._stated_candidates_latest = self.stated_candidates_latest()
        if not self._stated_candidates_latest:
            return None
        held = [p for p in self._live(self._releases_of(mine.bare))]
        finals = [p for p in held if not versions.pre_release(self.entries[p].names.shown)]
        if not finals or any(
            not versions.other_release(mine.version, self.entries[p].names.version) for p in held
        ):
            return None
        newest = max(finals, key=lambda p: self.entries[p].names.version)
        if self._bracketed_stranger(title, newest):
            return None  # (`Loom 3.0.0rc1 — Loom 录屏工具（Atlassian）…`: another maker's Loom)
        return newest if self.entries[newest].names.version < mine.version else None

    def _bracketed_stranger(self, title: str, position: int) -> bool:
        """The title brackets a capitalised Latin name (`（Atlassian）`, `(Ursine AI)`) the
        entry's lead never writes: whose the thing is, by another maker maybe."""
        lead = self._lead_text(position)
        return any(
            not contrary.has_word(lead, m["name"]) for m in _BRACKETED_CAPITALISED.finditer(title)
        )

    def _generations_stated(self) -> bool:
        """The preamble keeps one entry per generation (`versions.states_generation_entries`),
        judged once, when first asked."""
        if self._stated_generations is None:
            self._stated_generations = self.stated_generations()
        return self._stated_generations

    def _releases_of(self, bare: str) -> list[int]:
        """The entries named by a release of the product `bare` (`Brisa 0.9` for `brisa`)."""
        return [p for p in self.by_form.get(bare, ()) if len(self.entries[p].names.version) > 1]

    def per_product(self) -> bool:
        """The document keeps one entry per product, whose lead names the release last
        checked (`versions.one_entry_per_product`), judged once, when first asked."""
        if self._convention is None:
            self._convention = self.convention()
        return self._convention

    def _stated_product_entry(self, position: int | None) -> bool:
        """The entry at `position` was written by a night from a title (`Glint 0.1 开源`) in a
        document whose preamble keeps one entry per product (`_products_stated`): its name is
        the briefing's wording, the entry the product's one. A rule scoped to the entry's
        section counts too (`Everything else (§1.2–§1.4) is logged per product`)."""
        if position is None or not self._created(position):
            return False
        return self._products_stated() or self.stated_products_in(self.entries[position].anchor)

    def _patch_filed_under(self, mine: Names, theirs: Names) -> bool:
        """The title is a patch (`Loomwork 2.4.1`) of the entry's release line (`Loomwork
        2.4.0rc1`) or of the product the entry stands for (`**Loomwork**`, no release), and the
        preamble files patches under such an entry (`versions.states_patches_under_entry`):
        the document's rule over a relation line asking for an entry of its own."""
        if theirs.version:
            patch = versions.patch_of(mine.version, theirs.version)
        else:
            patch = len(mine.version) >= 3 and mine.version[-1] != 0
        if not patch:
            return False
        if self._stated_under is None:
            self._stated_under = self.stated_under()
        return self._stated_under

    def _fix_of_incident(self, title: str, position: int) -> bool:
        """The preamble files an incident's fix releases under its entry (`stated_fixes`), the
        title says it fixes (`Tern 2.4.1 — 修复 #88 …`) and the entry is an incident's: the
        issue it cites is its identity there, not background."""
        if _FIX.search(title) is None or not self._incident_entry(position):
            return False
        if self._stated_fixes is None:
            self._stated_fixes = self.stated_fixes()
        return self._stated_fixes

    def _incident_entry(self, position: int) -> bool:
        """The entry is an incident's: its name says so (`〔事故〕Tern 2.3 OOM`) or reads as one."""
        entry = self.entries[position]
        lead = lead_text(entry.lead)
        if incidents.INCIDENT_WORDS.search(f"{entry.shown} {lead[:12]}"):
            return True
        return contrary.incident_named(entry.names.shown, lead)

    def _fix_filed_under_incident(self, inc: _Increment, position: int) -> bool:
        """A fix release citing an issue a live incident entry holds, where the preamble files
        fix releases there (`_fix_of_incident`): not news of another entry (the product's)."""
        if self._incident_entry(position):
            return False
        for key in inc.keys:
            if not key.startswith("gh:") or "#" not in key:
                continue
            held = self._live(self.by_key.get(key, ()))
            if any(p != position and self._fix_of_incident(inc.title, p) for p in held):
                return True
        return False

    def _fix_of_older_incident(self, inc: _Increment, position: int) -> bool:
        """A release whose title fixes a bug it dates to an earlier release (`Lantern 3.2.1 —
        修复 3.1 起的内存泄漏`, `… fixes the leak since 0.9`), where the preamble files a fix
        under the incident it fixes (`stated_fixes`), and an entry that is no incident's: the
        incident's news, not the release entry's."""
        if not _a_patch(inc.names.version) or _FIX.search(inc.title) is None:
            return False
        since = _BUG_SINCE.search(inc.title)
        if since is None or self._marked_incident(position):
            return False
        if versions.release(since["cn"] or since["en"]) == inc.names.version:
            return False  # (the title's own release: `3.2 起默认开启`)
        return self._fix_goes_under()

    def _fix_of_slug_incident(self, inc: _Increment, position: int) -> bool:
        """A fix's title (`Tidewell 3.2.1 热修复`), the preamble filing a fix under the incident
        it fixes, and the entry a product's page (`[[tidewell]] Tidewell — …`) whose slug also
        leads a live incident entry (`[[tidewell]]! ingestion leak — 3.1`): the fix may be
        that incident's, not the product's news (a possibility at most)."""
        lead = self.entries[position].lead.lstrip()
        slug = _SLUG_LEAD.match(lead)
        if slug is None or not _FIX.search(inc.title) or not self._fix_goes_under():
            return False
        mark = f"{slug.group()}!"
        return any(e.live and e.lead.lstrip().startswith(mark) for e in self.entries)

    def _by_slug_incident_fixed(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A fix's title (`Fenwick v3.2.1 hotfix — … 内存泄漏已修`) naming a product page found
        (`[[fenwick]] Fenwick — …`), the preamble filing a fix under the incident it fixes, and
        exactly one live incident entry of that page's slug (`[[fenwick]]! ingestion worker
        memory leak — 3.0/3.1`) whose symptom the title names too (`内存泄漏` ↔ `memory leak`):
        the fix is that incident's news, at a name's weight."""
        said = incidents.symptoms(title) if _FIX.search(title) else frozenset()
        if not said or not self._fix_goes_under():
            return
        leads = (self.entries[p].lead.lstrip() for p in found)
        slugs = {f"{m.group()}!" for lead in leads if (m := _SLUG_LEAD.match(lead))}
        if not slugs:
            return
        hits = [
            p
            for p in self._live(range(len(self.entries)))
            if self.entries[p].lead.lstrip().startswith(tuple(slugs))
            and said & incidents.symptoms(lead_text(self.entries[p].lead))
        ]
        if len(hits) == 1 and hits[0] not in found:
            shown = self.entries[hits[0]].names.shown
            why = f'title fixes the incident "{shown}" (the preamble files a fix under it)'
            found[hits[0]] = [Evidence(NAME, why)]

    def _fix_of_named_incident(self, inc: _Increment, position: int) -> bool:
        """A patch whose title says it fixes something (`Tern 2.4.1 — 修复探针误报`), the
        preamble filing a fix under the incident it fixes, the entry no incident's, and a live
        incident entry (or one named by the product and what the fix says: `Tern 探针误报 — …`)
        whose lead writes two more words of it: maybe that incident's (a possibility at most)."""
        version = _fix_version(inc.title, inc.names.version)
        fixed = _FIX.search(inc.title) if _a_patch(version) else None
        if fixed is None or self._marked_incident(position) or not self._fix_goes_under():
            return False
        entry = self.entries[position]
        products = {_RELEASE_TAIL.sub("", n).strip() for n in (entry.names.shown, *entry.aliases)}
        products = {p for p in products if len(p) >= 2}
        said = _words(inc.title[fixed.end() :]) - {w for p in products for w in _words(p)}
        if not products or len(said) < 2:
            return False
        for other in self._live(range(len(self.entries))):
            lead = lead_text(self.entries[other].lead).lstrip("*")
            if other == position or len(said & _words(lead)) < 2:
                continue
            if any(  # (`羽笺：0.9.0 缓存键冲突` for a 1.0.1 patch: an older line's incident)
                versions.other_release(version, versions.release(r))
                for r in _DOTTED_RELEASE.findall(lead)
            ):
                continue
            head = lead.split(" — ", 1)[0]  # (`哨兵探针误报 — …`: the product and what went wrong)
            led = [p for p in products if head.startswith(p)]
            named = any(said & (_words(head) - _words(p)) for p in led)
            if named or (self._marked_incident(other) and any(p in lead for p in products)):
                return True
        return False

    def _fix_goes_under(self) -> bool:
        """The preamble files a fix under the incident it fixes (`stated_fix_goes_under`), once."""
        if self._stated_fix_goes_under is None:
            self._stated_fix_goes_under = self.stated_fix_goes_under()
        return self._stated_fix_goes_under

    def _by_fixed_incident(self, title: str, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A release whose title fixes a bug it dates to an earlier release (`Ferrule 1.0.1 —
        修复 0.9 起的引用错位`), where the preamble files a fix under the incident it fixes: the
        one live incident entry whose name writes the title's product, or the short form the
        preamble defines for it, with that release (`🔥 Ferrule 0.9 citation mix-up`,
        `🔥 Brightwell/LT 3.1 ingestion leak` with `LT = Lantern`), a name's weight."""
        named = self._fixed_release_named(title, mine)
        if named is None:
            return
        fits = [
            p
            for p in self._live(range(len(self.entries)))
            if named[1].search(self.entries[p].names.shown) and self._marked_incident(p)
        ]
        fits = [p for p in fits if self._symptom_fits(title, p)]
        if len(fits) == 1 and fits[0] not in found:
            why = f'the title fixes a bug of {named[0]}, "{self.entries[fits[0]].names.shown}"'
            found[fits[0]] = [Evidence(NAME, f"{why} (the preamble files fixes under it)")]

    def _by_bracketed_incident(
        self, title: str, mine: Names, found: dict[int, list[Evidence]]
    ) -> None:
        """A patch whose title's bracket says it is the cause or the fix of an incident of
        another thing (`Quarry 3.1.2 补丁 —— 修复死锁（铁杉云事故根因）`), where the preamble files
        a fix under the incident it fixes: the one live incident entry whose lead writes that
        thing and the patch's release line (`铁杉云推理宕机复盘 —— 根因指向 Quarry 3.1`), a
        name's weight, in place of the patch's release entry found by its name."""
        said = _INCIDENT_BRACKETED.search(title)
        if said is None or not _a_patch(mine.version) or _FIX.search(title) is None:
            return
        if any(self._marked_incident(p) for p in found):
            return  # (an incident entry found otherwise: that reading stands)
        if not self._fix_goes_under():
            return
        line = ".".join(str(n) for n in mine.version[:2])
        product = _RELEASE_ON.split(mine.shown, maxsplit=1)[0].strip()  # (`Quarry 3.1.2 补丁`)
        shorts = [s for s, full in self.stated_short_forms().items() if form(full) == form(product)]
        names = [n for n in (product, *shorts, *_CAPITALS_IN.findall(product)) if n]
        either = "|".join(re.escape(n) for n in names)
        release = re.compile(rf"(?i)(?<![A-Za-z0-9])(?:{either})\s*v?{re.escape(line)}(?![\d.])")
        fits = [
            p
            for p in self._live(range(len(self.entries)))
            if self._marked_incident(p)
            and said["thing"] in (lead := lead_text(self.entries[p].lead))
            and release.search(lead)
        ]
        if len(fits) != 1:
            return
        for position in [p for p in found if self.entries[p].names.version[:2] == mine.version[:2]]:
            del found[position]  # (`Quarry 3.1`: the line the patch would go under otherwise)
        shown = self.entries[fits[0]].names.shown
        why = f'the title fixes the incident of {said["thing"]}, "{shown}"'
        found[fits[0]] = [Evidence(NAME, f"{why} (the preamble files fixes under it)")]

    def _by_cited_ticket(self, title: str, relation: str, found: dict[int, list[Evidence]]) -> None:
        """A fix citing an incident ticket's code (`_ticket_fixed`), where the preamble files a
        fix under the incident it fixes: the one live incident entry whose first line writes
        that code (`故障单 F-32-09｜…`), a name's weight, in place of the product's entry found
        by its name."""
        code = _ticket_fixed(title, relation)
        if code is None or not self._fix_goes_under():
            return
        fits = [p for p in self._live(range(len(self.entries))) if self._ticket_of(code, p)]
        if len(fits) != 1:
            return
        for position in [p for p in found if not self._marked_incident(p)]:
            del found[position]  # (the product's entry, found by its name)
        why = f'the title fixes ticket {code}, "{self.entries[fits[0]].names.shown}"'
        found[fits[0]] = [Evidence(NAME, f"{why} (the preamble files fixes under it)")]

    def _ticket_of(self, code: str, position: int) -> bool:
        """The entry is an incident's whose lead's first line writes the ticket's code."""
        first = lead_text(self.entries[position].lead).split("\n", 1)[0]
        said = re.search(rf"(?<![A-Za-z0-9\-]){re.escape(code)}(?![A-Za-z0-9\-])", first)
        return said is not None and self._marked_incident(position)

    def _fixes_cited_ticket(self, title: str, relation: str, position: int) -> bool:
        """The increment fixes the ticket the incident entry at `position` is (`_ticket_fixed`),
        where the preamble files a fix under the incident it fixes."""
        code = _ticket_fixed(title, relation)
        return code is not None and self._ticket_of(code, position) and self._fix_goes_under()

    def _symptom_fits(self, title: str, position: int) -> bool:
        """The fix's title names no symptom (`修复 2.0 起的评分漂移`) or one the incident entry
        says too: not `修复 4.1 起的内存泄漏` under that release's cursor reset."""
        said = incidents.symptoms(title)
        entry = self.entries[position]
        return not said or bool(said & incidents.symptoms(f"{entry.shown} {lead_text(entry.lead)}"))

    def _fixed_release_named(self, title: str, mine: Names) -> tuple[str, re.Pattern[str]] | None:
        """The release a fix's title dates its bug to (`_BUG_SINCE`) and a pattern finding the
        title's product (or the short form the preamble defines for it) with that release in
        a name, where the preamble files a fix under the incident it fixes; else None."""
        since = _BUG_SINCE.search(title) if _a_patch(mine.version) else None
        if since is None or _FIX.search(title) is None:
            return None
        release = since["cn"] or since["en"]
        product = _RELEASE_TAIL.sub("", mine.shown)
        if versions.release(release) == mine.version or not distinctive(form(product)):
            return None
        if not self._fix_goes_under():
            return None
        defined = self.stated_short_forms().items()
        shorts = [s for s, full in defined if form(full) == form(product)]
        either = "|".join(re.escape(n) for n in (product, *shorts))
        said = rf"(?i)(?<![A-Za-z0-9])(?:{either})\s*v?{re.escape(release)}(?![\d.])"
        return release, re.compile(said)

    def _fixes_dated_incident(self, inc: _Increment, position: int) -> bool:
        """The entry is the incident of the release the title's fix dates its bug to
        (`_fixed_release_named`): its news, the fix."""
        named = self._fixed_release_named(inc.title, inc.names)
        return named is not None and named[1].search(self.entries[position].names.shown) is not None

    def _marked_incident(self, position: int) -> bool:
        """The entry is an incident's (`_incident_entry`) or its lead carries an incident mark
        before its name (`` `2031-09-19` 🔥 Ferrule 0.9 … ``)."""
        if self._incident_entry(position):
            return True
        return incidents.INCIDENT_MARK.match(self.entries[position].lead) is not None

    def _by_benchmark_for_life(
        self, title: str, mine: Names, found: dict[int, list[Evidence]]
    ) -> None:
        """A revision of a benchmark (`ClearMirror v2 — 评测集扩充至 3,000 题`), where the preamble
        keeps one entry for life for benchmarks (`stated_benchmarks_for_life`): the one live
        entry of the same name, another version or none (`ClearMirror v1`), whose lead says it
        is a benchmark, a name's weight; the title must say it is one too."""
        if not mine.version or not mine.first or not _BENCHMARK_SAID.search(title):
            return
        if not self.stated_benchmarks_for_life():
            return
        fits = [
            p
            for p in self._live(self.by_first.get(mine.first, ()))
            if self._revision_of_benchmark(title, mine, p)
        ]
        if len(fits) == 1 and fits[0] not in found:
            shown = self.entries[fits[0]].names.shown
            why = f'"{shown}" is the benchmark\'s entry (the preamble keeps one for life)'
            found[fits[0]] = [Evidence(NAME, why)]

    def _revision_of_benchmark(self, title: str, mine: Names, position: int) -> bool:
        """The title is a benchmark's revision (`ClearMirror v2 — 评测集扩充…`) of the entry at
        `position`, the same name another version (`ClearMirror v1`) whose lead says it is a
        benchmark, where the preamble keeps one entry for life for benchmarks."""
        if not mine.version or not _BENCHMARK_SAID.search(title):
            return False
        theirs = self.entries[position].names.shown
        if form(_RELEASE_TAIL.sub("", theirs)) != form(_RELEASE_TAIL.sub("", mine.shown)):
            return False
        if not _BENCHMARK_SAID.search(self._lead_text(position)[:120]):
            return False
        return self.stated_benchmarks_for_life()

    def _stated_kind(self, inc: _Increment) -> frozenset[str]:
        """The kinds the points and the relation line say the title's name is
        (`contrary.stated_kinds`), read through the glossary."""
        name = _NAME_WORD.match(inc.names.shown)
        return self._kinds_said(name["word"], (*inc.points, inc.relation)) if name else frozenset()

    def _kinds_said(self, name: str, texts: Sequence[str]) -> frozenset[str]:
        said = contrary.stated_kinds(name, texts)
        return self.glossary.terms(" ".join(said)) - _BROAD if said else frozenset()

    def _stated_incident_apart(self, inc: _Increment, position: int) -> bool:
        """The preamble gives incidents (bugs) entries of their own (`Incidents are separate
        entries, even when a release entry exists`), or says nothing of it and the editor's
        own entries keep them so (`_incidents_apart`), the title's subject reports one in a
        release it names (`Weir 1.0 配置迁移 bug`, `Tidewater 2.5 吞吐回归`), not its fix nor a
        release, and the entry is a release's, no incident's: not that release entry's news;
        nor a product's entry named by no release (the title naming one or not), where the
        preamble itself says so and the editor keeps incident entries
        (`_product_incident_apart`)."""
        if not inc.names.version and self.entries[position].names.version:
            return False
        said = subject(inc.title)
        if not _BUG.search(said) or contrary.released(inc.title):
            return False
        if _FIX.search(inc.title) and not _bug_then_fix(said):
            return False
        entry = self.entries[position]
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return False
        if position in self.issues() or position in self.incident_entries():
            return False
        if not entry.names.version:  # (a dotted release in its subject: `TraceLens 0.6 内存泄漏`)
            return _DOTTED_RELEASE.search(said) is not None and self._product_incident_apart()
        return self._incidents_apart()

    def _product_incident_apart(self) -> bool:
        """The preamble itself files incidents one entry each (`Incidents are separate entries`)
        and the editor keeps live entries named by their symptom: a bug in a product's release
        is an incident of its own, not news of the product's entry."""
        if not self._said_apart():
            return False
        kept = self.incident_entries()
        return any(self.entries[p].live for p in kept)

    def _stated_damage_apart(self, inc: _Increment, theirs: Names) -> bool:
        """The preamble files incidents one entry each (`事故单列：线上服务中断、数据损坏…`), the
        title's subject names the entry's whole name (`Pelican Vector 区域故障（…）` against
        `〔Pelican Vector〕托管向量库`, a name of two words too) and reports an outage or damage
        (`_reports_damage`), the entry's name saying none and the relation line not naming it:
        not the product's news."""
        if not _reports_damage(inc.title) or _INCIDENT_WORD.search(theirs.shown):
            return False
        if self._outages_apart() == "only" and not _says_service_down(inc.title):
            return False  # (`Cloud service outages get their own entry`: not a data loss)
        if not theirs.first or _first_after_maker(inc.names) not in ("", theirs.first):
            return False  # (a title led by a Chinese name has no first Latin word: `墨池 MochiDB`)
        relation = affirmed(inc.relation)  # (not `…；本条是另一起独立事故`: another incident)
        if theirs.first in form(relation) and continuing(relation):
            return False  # (`Lumora-Pro 条目更新`: the line decides; not `01-23 收录的 X`)
        said, shown = subject(inc.title).casefold(), theirs.shown.casefold()
        at = said.find(shown)
        if at < 0 or said[at + len(shown) : at + len(shown) + 1].isalnum():
            return False
        return self._incidents_stated()

    def _outages_apart(self) -> str:
        """`stated_outages_apart`, read once."""
        if self._stated_outages_apart is None:
            self._stated_outages_apart = self.stated_outages_apart()
        return self._stated_outages_apart

    def _incidents_stated(self) -> bool:
        """The preamble files incidents one entry each (`stated_incidents`: `事故与安全公告单独
        立条`), though no entry the editor wrote reads as one by its symptom (`Quayside 队列积压
        故障`): a product entry its maker's label now names (`【Gannet】Quayside`) is no
        incident's."""
        return self._said_apart()

    def _incident_kinds(self) -> frozenset[str]:
        """The kinds of trouble the preamble lists as incidents (`stated_incident_kinds`), once."""
        if self._stated_incident_kinds is None:
            self._stated_incident_kinds = self.stated_incident_kinds()
        return self._stated_incident_kinds

    def _incident_home_read(self) -> str:
        """Where incidents go, the preamble's reading (`incidents.stated_home`) and the
        editor's own entries' (`shown_incidents`) reconciled (`incidents.reconciled_home`;
        the entries not read where the preamble says both or only where news goes), once."""
        if self._incident_home is None:
            under = self.stated_incidents_under()
            apart = self._said_apart() or self.stated_bugs() or bool(self._incident_kinds())
            news = "incident" in self.stated_news_under()
            stated = incidents.stated_home(under, apart, news)
            shown = ("", 0) if stated in ("both", "said") else self.shown_incidents()
            self._incident_home = incidents.reconciled_home(stated, *shown)
        return self._incident_home

    def _incidents_under(self) -> bool:
        """Incidents go under the entry they affect: the preamble says so and the entries do not
        keep them apart, or the preamble says nothing of it and the entries file them so."""
        return self._incident_home_read() in ("under", "both", "release", "product")

    def _incidents_apart(self) -> bool:
        """Incidents are entries of their own: the preamble says so (`stated_incidents`), or it
        says nothing of it and the editor's own entries keep them so."""
        return self._said_apart() or self._incident_home_read() == "apart"

    def _advisory_home_read(self) -> str:
        """Where security advisories go, the preamble's reading (filed under their entry,
        `stated_advisories_under`; entries of their own, `stated_apart`) and the editor's own
        entries' (`shown_advisories`) reconciled (`incidents.reconciled_home`), once."""
        if self._advisory_home is None:
            if self._stated_apart is None:
                self._stated_apart = self.stated_apart()
            stated = incidents.stated_home(
                self._advisories_filed_under(), self._stated_apart, False
            )
            shown = ("", 0) if stated == "both" else self.shown_advisories()
            self._advisory_home = incidents.reconciled_home(stated, *shown)
        return self._advisory_home

    def _said_apart(self) -> bool:
        """The preamble gives incidents entries of their own (`stated_incidents`), read once."""
        if self._incidents_said is None:
            self._incidents_said = self.stated_incidents()
        return self._incidents_said

    def _keeps_incidents(self, position: int) -> bool:
        """Another live entry is an incident's (`contrary.incident_named`; read once, then only
        the entries added since), one the editor wrote: an entry the patcher wrote from a
        title (`vLLM v0.21 修复 … 流式 JSON 截断`, planned that night) says nothing of how the
        document is kept."""
        for at in range(self._symptom_named_read, len(self.entries)):
            entry = self.entries[at]
            if self._created(at):
                continue  # (the patcher's own entry)
            if not contrary.may_be_incident(entry.shown, entry.lead):
                continue  # (no symptom in the name, no incident label in the line: not read)
            if contrary.incident_named(entry.shown, lead_text(entry.lead)):
                self._symptom_named.add(at)
        self._symptom_named_read = len(self.entries)
        return any(self.entries[p].live for p in self._symptom_named if p != position)

    def _created(self, position: int) -> bool:
        """The entry was written by a night (planned in this run, or carrying a marker), not by
        the document's editor: what it is says nothing of the editor's conventions."""
        entry = self.entries[position]
        return isinstance(entry.source, str) or marker.ANYWHERE.search(entry.lead) is not None

    def _live(self, positions: Iterable[int]) -> list[int]:
        return [p for p in dict.fromkeys(positions) if self.entries[p].live]

    def _by_product_generation(
        self, title: str, mine: Names, found: dict[int, list[Evidence]]
    ) -> None:
        """A name with a generation glued on (`Koi-M2`) whose name alone is one live entry's
        whole name, named by no release (`「锦鲤」Koi-M`), where the preamble keeps one entry
        per product (`_generation_of_product`): that entry, a name's weight."""
        glued = self._glued_onto(mine.shown) if not mine.comparison else None
        if glued is None or mine.others:
            return
        hits = [
            p
            for p in self._live(self.by_form.get(form(glued["name"]), ()))
            if not self.entries[p].names.version
        ]
        if len(set(hits)) != 1 or hits[0] in found:
            return
        if not self._products_stated() or self._generations_stated():
            return
        if self._maker_unwritten(title, hits[0]):
            return  # (`Koi-M3 芯片发布（Harrow 半导体）`: another maker's namesake)
        shown = self.entries[hits[0]].names.shown
        why = f'title names a generation of "{shown}" (the preamble keeps one entry per product)'
        found[hits[0]] = [Evidence(NAME, why)]

    def _glued_onto(self, shown: str) -> re.Match[str] | None:
        """A name with a generation glued on (`Koi-M2`: `_GLUED_ONTO`), after a Chinese name
        too (`燕鸥 Tern-Embed-3`) when every live entry the Latin name goes by writes that
        Chinese name in its lead (not `雨燕 Tern-Embed-3`: another's namesake perhaps)."""
        alias = _CHINESE_BEFORE_LATIN.match(shown)
        glued = _GLUED_ONTO.match(shown[alias.end() :] if alias else shown)
        if glued is None or alias is None:
            return glued
        hits = self._live(self.by_form.get(form(glued["name"]), ()))
        chinese = alias["chinese"]
        return glued if hits and all(chinese in self._lead_text(p) for p in hits) else None

    def _maker_unwritten(self, title: str, position: int) -> bool:
        """The title brackets a maker (`（Harrow 半导体）`) the entry's lead never writes."""
        said = _BRACKETED_MAKER.search(title)
        if said is None:
            return False
        return said["maker"].casefold() not in lead_text(self.entries[position].lead).casefold()

    def _generation_of_product(self, inc: _Increment, theirs: Names) -> bool:
        """The preamble keeps one entry per product (`_products_stated`), not one per
        generation, and the title's name is the entry's whole name with a generation glued on
        (`Koi-M2` of `Koi-M`): the product's news."""
        glued = self._glued_onto(inc.names.shown)
        if glued is None or form(glued["name"]) not in theirs.full:
            return False
        position = next(iter(self._live(self.by_form.get(form(glued["name"]), ()))), None)
        if position is not None and self._maker_unwritten(inc.title, position):
            return False
        return self._products_stated() and not self._generations_stated()

    def _products_stated(self) -> bool:
        """The preamble says the document keeps one entry per product
        (`versions.states_product_entries`), judged once, when first asked."""
        if self._stated_products is None:
            self._stated_products = self.stated_products()
        return self._stated_products

    def _by_variant_home(
        self, title: str, relation: str, mine: Names, found: dict[int, list[Evidence]]
    ) -> None:
        """A hyphened name extending one live entry's whole name (`ToolJack-Echo` of `ToolJack`),
        the title or relation line calling it a variant (`投毒新变种`), where that entry's own
        text says its variants are recorded under it (`变种记在本条下`, `Variants are recorded
        here.`): that entry, a name's weight (`_variant_recorded`)."""
        said = _HYPHENED_OFF.match(mine.shown)
        hits = self._live(self.by_form.get(form(said["name"]), ())) if said else []
        if len(hits) != 1 or hits[0] in found:
            return
        if not self._variant_recorded(title, relation, mine, hits[0]):
            return
        shown = self.entries[hits[0]].names.shown
        why = f'title names a variant of "{shown}" (its entry records variants)'
        found[hits[0]] = [Evidence(NAME, why)]

    def _variant_recorded(self, title: str, relation: str, mine: Names, position: int) -> bool:
        """The title's hyphened name extends the entry's whole name (`ToolJack-Echo`), the
        title or relation line calls it a variant, and the entry says its variants are
        recorded under it (`_variants_here`): its news, though with a paper of its own."""
        said = _HYPHENED_OFF.match(mine.shown)
        if said is None or form(said["name"]) not in self.entries[position].names.full:
            return False
        if not (_VARIANT_SAID.search(title) or _VARIANT_SAID.search(relation)):
            return False
        return self._variants_here(position)

    def _variants_here(self, position: int) -> bool:
        """The entry's lead, or a heading entry's first paragraph, says its variants are
        recorded under it (`_VARIANTS_HERE`)."""
        if _VARIANTS_HERE.search(self._lead_text(position)):
            return True
        entry = getattr(self.entries[position].source, "entry", None)  # (an existing one's)
        return isinstance(entry, Entry) and _VARIANTS_HERE.search(description(entry)) is not None


def _says_service_down(title: str) -> bool:
    """The title's head reports a service going down (`宕机`, `outage`, `X down for three
    hours`), not its fix."""
    head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
    if not (_SERVICE_DOWN.search(head) or incidents.says_down(head)):
        return False
    return not _FIX.search(title)


# A service going down, in a title's words (`宕机`, `服务中断`, `outage`).
_SERVICE_DOWN = lazy(
    r"宕机|服务中断|停服|不可用|(?i:(?<![A-Za-z])(?:outages?|downtime)(?![A-Za-z]))"
)
