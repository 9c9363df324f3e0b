"""The index's rules on an increment's relation line: the entry it names, cites or keys."""

from __future__ import annotations

from collections.abc import Sequence

from patcher.document.identity import lead_text
from patcher.plan import contrary, versions
from patcher.plan.evidence.clues import (
    _CLAUSES,
    _POSTMORTEM,
    _writes_release,
)
from patcher.plan.evidence.index_names import _NameLookups
from patcher.plan.evidence.names import (
    Names,
)
from patcher.plan.evidence.relations import (
    _CONTEXT,
    _CONTINUATIONS,
    _HAS,
    _SECTION_REF,
    _THAT_ENTRY,
    CREATED_ON,
    RELEASE_OF_IT,
    _leads_with,
    affirmed,
    continuing,
    relation_names,
)
from patcher.plan.evidence.spelling import form
from patcher.plan.evidence.weights import (
    RELATION,
    SAYS_SO,
    STRONG,
    Evidence,
)
from patcher.text import marker, refs
from patcher.text.lazy import lazy

# A relation line saying the title's thing is another one (`本条是 10-14 的另一起故障`); not a
# statement differing (`与官方此前说法不同`: what was said, not which incident).
_ANOTHER_ONE = lazy(
    r"另一|另起|(?<!说法)(?<!表述)(?<!口径)(?<!结论)(?<!描述)(?<!报道)(?<!判断)(?<!通报)(?<!声明)"
    r"(?<!公告)(?<!解释)(?<!数据)(?<!数字)不同|无关|并非|(?i:(?<![A-Za-z])(?:another|different|separate|unrelated|not\s+the)"
    r"(?![A-Za-z]))"
)
_INCIDENT_NAME = lazy(r"事件|事故|(?i:(?<![A-Za-z])(?:incident|outage|breach)(?![A-Za-z]))")
# `已有推理引擎缺陷实证(1,200 issue,arXiv:2609.21188)锚定`: the entry, with the paper it is
# (`雪松调度（arXiv:…）条目更新`: a line opening with the name, when no `已有` follows)
_HAS_ASIDE = lazy(
    r"(?:已有|^(?![^；;。]*已有))\s*(?P<names>[^；;。，,（(]+?)\s*[（(](?P<aside>[^）)]{0,60})[）)]\s*(?:锚定|条目)"
)


# `对应 §1.4「事故·X 会话串线」条`: the entry the line says the increment corresponds to, by its
# quoted name (a postmortem's incident: `_by_postmortem`).
_CORRESPONDS = lazy(
    r"对应\s*(?:§\s*[\d.]+\s*)?(?:中\s*)?[「“\"](?P<names>[^」”\"；;。]{2,60})[」”\"]\s*(?:条目|条)"
)


# A relation line asking for an entry of its own (`建议新建事故条目`, `另立条目`).
_CREATED_ON = lazy(CREATED_ON)
_ENTRY_APART = lazy(r"新建|新开|另立|另开|单列|单独(?:建|立|开|成)|新条目|(?i:new\s+entry)")


# A dotted release a title writes (`Riverbed 3.0`, `v1.2.1`).
_TITLE_RELEASE = lazy(r"(?<![\w.])v?(\d+(?:\.\d+)+)(?![\w.])")


class _RelationRules(_NameLookups):
    """The index's rules on an increment's relation line: the entry it names, cites or keys."""

    def _relation_over_rule(self, relation: str, theirs: Names, mine: Names) -> bool:
        """The relation line means the entry by its release (`_writes_release`: `为 TaskArena
        2028.1 条目更新`) — unless the preamble states the rule that sets the title's release
        apart: every release gets an entry (`every edition of an eval suite … gets an entry of
        its own`), or a patch (a candidate) does (`_another_release` found the title one), or
        each major version does and the title's is another major (`_generations_stated`):
        the document's rule decides; the entry stays a possibility."""
        if not _writes_release(relation, theirs, mine):
            return False
        if not versions.other_release(mine.version, theirs.version):
            return False  # (a patch or a final apart only by the preamble's own rule)
        other_major = bool(mine.version and theirs.version) and mine.version[0] != theirs.version[0]
        return not (self.every_release_apart() or (other_major and self._generations_stated()))

    def _by_relation(
        self, relation: str, found: dict[int, list[Evidence]], title: str = "", whole: str = ""
    ) -> None:
        """Relation-line evidence: the entry it says the increment continues, or an entry it
        names with continuation wording (an entry named as context is no evidence), as if it
        said so when the title starts with that name (`滨草云冷启动降至 1.9 s` and `已有滨草云
        锚定；本条续`); `whole`: the title even where it names two things (`title` is then
        empty), read for the release it gives."""
        relation = affirmed(relation)
        said = relation_names(relation, _CONTINUATIONS)
        for name in said:
            for position in self._named_in(relation, name):  # (`Meridian (o/r)` too)
                found.setdefault(position, []).append(
                    Evidence(SAYS_SO, f'relation line continues "{name}"')
                )
        if not continuing(relation):
            if _POSTMORTEM.search(title) and not _ANOTHER_ONE.search(relation):
                self._by_postmortem(relation, found)
            self._by_release_of_it(relation, said, found)
            return
        named = [n for n in relation_names(relation, (_HAS,)) if n not in said]
        that = len(named) == 1 and _THAT_ENTRY.search(relation)
        apart = _ENTRY_APART.search(_CREATED_ON.sub("", relation)) is not None  # (`建议在 §1.4
        # 新建事故条目`; not `续 7-4 新建的 X 条目`, the day the entry was made)
        for name in named:
            led = not apart and _leads_with(title, name)
            for position in self._named_in(relation, name):
                found.setdefault(position, []).append(
                    Evidence(RELATION, f'relation line names "{name}", another release\'s entry')
                    if that and self._names_release_before(whole or title, position)
                    else Evidence(SAYS_SO, f'relation line continues "{name}" (该条目)')
                    if that
                    else Evidence(SAYS_SO, f'relation line continues "{name}", the title\'s')
                    if led
                    else Evidence(RELATION, f'relation line names "{name}"')
                )

    def _names_release_before(self, title: str, position: int) -> bool:
        """The entry is named by a release, the title gives another (`FlowServe 更名 Riverbed，
        发布 Riverbed 3.0` against `**FlowServe 2.4**`), and the document keeps releases apart
        there: a line saying the increment is the renamed thing's new release (`本条是同一项目
        更名后的新大版本`) names the entry its release came after, not the one it goes in."""
        theirs = self.entries[position].names.version
        if not theirs:
            return False
        said = [versions.release(r) for r in _TITLE_RELEASE.findall(title)]
        if not said or any(not versions.other_release(r, theirs) for r in said):
            return False
        anchor = self.entries[position].anchor
        return self.every_release_apart() or self.apart(anchor, position)

    def _by_release_of_it(
        self, relation: str, said: list[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A line naming one entry (`已有 RecallStack 1.x（…）`) and calling the increment a
        release of it (`本条是 2.0 大版本`, `RELEASE_OF_IT`), no other continuation wording: the
        entry it names, where that is a product's (named by no release; another release's entry
        is the version rules' to weigh), as if the line said so."""
        if RELEASE_OF_IT.search(relation) is None:
            return
        named = [n for n in relation_names(relation, (_HAS,)) if n not in said]
        if len(named) != 1:
            return
        for position in self._named_in(relation, named[0]):
            if not self.entries[position].names.version:
                why = f'relation line continues "{named[0]}" (a release of it)'
                found.setdefault(position, []).append(Evidence(SAYS_SO, why))

    def _by_postmortem(
        self, relation: str, found: dict[int, list[Evidence]], where: str = "relation line"
    ) -> None:
        """A postmortem or root-cause report (`X 误删事件复盘报告`) whose relation line names the
        one incident entry the document has (`已有 X 误删生产库事件（02-27）`, or `对应「X 误删
        事件」条`; no continuation wording): that incident's follow-up."""
        named = relation_names(relation, (_HAS, _CORRESPONDS))
        if len(named) != 1:
            return
        for position in self._named_in(relation, named[0]):
            entry = self.entries[position]
            shown = entry.names.shown
            lead = lead_text(entry.lead)
            if _INCIDENT_NAME.search(shown) or contrary.incident_named(shown, lead):
                why = f'{where} names the incident "{named[0]}" the title reports on'
                found.setdefault(position, []).append(Evidence(SAYS_SO, why))

    def _by_title_correspondence(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A postmortem whose title says which incident entry it corresponds to, as a relation
        line would (`Fogport 限流失效复盘：对应「事故·雾港 Fogport 限流失效」条`): that incident's
        follow-up (`_by_postmortem`, read on the title's clause)."""
        said = _CORRESPONDS.search(title) if "对应" in title else None
        if said is not None and _POSTMORTEM.search(title[: said.start()]):
            self._by_postmortem(said.group(), found, "title")

    def _by_relation_key(
        self, relation: str, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """The relation line names an entry together with the increment's own arXiv id
        (`已有 X(arXiv:ID)锚定`): the briefing says the entry is that paper."""
        for match in _HAS_ASIDE.finditer(relation):
            given = [marker.arxiv_key(a) for a in refs.arxiv_ids(match["aside"])]
            shared = [k for k in given if k in keys]
            name = _SECTION_REF.sub("", match["names"].strip())
            for position in self._named(name) if shared else []:
                found.setdefault(position, []).append(
                    Evidence(STRONG, f'relation line gives "{name}" {shared[0]}')
                )

    def _by_relation_paper(self, relation: str, found: dict[int, list[Evidence]]) -> None:
        """The relation line names an entry together with the arXiv id it holds, in a clause
        saying this continues it (`已有 Driftwood（arXiv:2610.08831）锚定，续立`): the
        briefing points at that very entry, as if it said so by name (not a clause naming it
        as background: `已有 X（arXiv:…）锚定；本条是新论文`, no continuation wording)."""
        for clause in _CLAUSES.split(affirmed(relation)):
            if not continuing(clause) or _CONTEXT.search(clause):
                continue
            for match in _HAS_ASIDE.finditer(clause):
                given = [marker.arxiv_key(a) for a in refs.arxiv_ids(match["aside"])]
                held = {p for k in given for p in self._live(self.by_key.get(k, ()))}
                if len(held) != 1:
                    continue
                (position,) = held
                if any(e.weight >= SAYS_SO for e in found.get(position, ())):
                    continue  # (said already; a weaker naming of it is topped up below)
                name = _SECTION_REF.sub("", match["names"].strip())
                why = f'relation line continues "{name}", the entry holding {given[0]}'
                found.setdefault(position, []).append(Evidence(SAYS_SO, why))

    def _by_follow_up_paper(
        self, relation: str, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A paper of its own (the increment's arXiv key) whose relation line says it continues
        another paper one entry holds (`continues arXiv:2512.09931 Palimpsest (same authors)`,
        `续作，延续 arXiv:…`), where the preamble files a team's follow-up papers under the
        original's entry (`versions.states_follow_ups_under_original`): that entry."""
        own = {k for k in keys if k.startswith("arxiv:")}
        if not own:
            return
        for clause in _CLAUSES.split(affirmed(relation)):
            if not continuing(clause) or _CONTEXT.search(clause):
                continue
            cited = {marker.arxiv_key(a) for a in refs.arxiv_ids(clause)} - own
            held = {p for k in sorted(cited) for p in self._live(self.by_key.get(k, ()))}
            if len(held) != 1:
                continue
            if self._stated_follow_ups is None:
                self._stated_follow_ups = self.stated_follow_ups()
            if not self._stated_follow_ups:
                return
            (position,) = held
            why = "relation line continues the entry's paper (the preamble files follow-ups so)"
            found.setdefault(position, []).append(Evidence(SAYS_SO, why))

    def _by_relation_issue(
        self, relation: str, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """The relation line, saying the increment continues what it names, cites an issue
        that is one entry's own key (`已有 vLLM 4096 截断事故（#31877）锚定；本条是同一 bug 的
        回归，续立`): the briefing says the entry is that issue. A bare `#N` is an issue of the
        one repository the increment's own refs name; a denying clause is not read."""
        said = affirmed(relation)
        if "#" not in said or not continuing(said):
            return
        repos = {k[3:].split("#", 1)[0] for k in keys if k.startswith("gh:") and "#" in k}
        default = next(iter(repos)) if len(repos) == 1 else None
        for ref in refs.github_refs(said, default):
            key = marker.github_key(ref)
            if ref.startswith("#") or key in keys:  # (its own ref: a shared key already)
                continue
            hits = self._live(self.by_key.get(key, ()))
            if len(hits) == 1:
                found.setdefault(hits[0], []).append(
                    Evidence(SAYS_SO, f"relation line cites {key[3:]}")
                )

    def _by_relation_cve(
        self, relation: str, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """The relation line, saying the increment continues what it names, cites a CVE that
        is one entry's own key (`续 agent.md §1.4 LangGraph 检查点反序列化漏洞（CVE-2027-35520，
        10-09 锚定）` and `🔒 LangGraph 1.4.1 — CVE-2027-35520 — …`): the briefing says the entry
        is that vulnerability, whatever its name there. A denying clause is not read. Not an
        entry named by the cited CVE (one advisory's own, `### CVE-2031-0417: …`) for an
        increment citing a CVE of its own no entry holds (`Tarnwick 解析器再曝越界读
        （CVE-2031-2210）` with `已有 Tarnwick 条目，记有 CVE-2031-0417；本条是新的 CVE`):
        another advisory, told beside the one it resembles."""
        said = affirmed(relation)
        if "cve" not in said.casefold() or not continuing(said):
            return
        own = [k for k in keys if k.startswith("cve:") and not self._live(self.by_key.get(k, ()))]
        for cve in refs.cve_ids(said):
            key = marker.cve_key(cve)
            hits = self._live(self.by_key.get(key, ()))
            if own and len(hits) == 1 and form(cve) in form(self.entries[hits[0]].shown):
                continue  # (another advisory: the entry is the cited one's alone)
            if key not in keys and len(hits) == 1:
                found.setdefault(hits[0], []).append(
                    Evidence(SAYS_SO, f"relation line cites {cve}")
                )
