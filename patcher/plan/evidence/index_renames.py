"""The index's rules on renames: a title renaming its subject, an arrow, a former name."""

from __future__ import annotations

from patcher.plan import versions
from patcher.plan.evidence.index_name_rules import _CJK_RUN
from patcher.plan.evidence.index_scores import _Scores
from patcher.plan.evidence.names import (
    Names,
    names_of,
    subject,
)
from patcher.plan.evidence.readings import (
    _Increment,
)
from patcher.plan.evidence.spelling import (
    _CJK_CHARS,
    form,
)
from patcher.plan.evidence.weights import (
    SHORT_NAME,
    Evidence,
)
from patcher.text.lazy import lazy

# A rename to a quoted new name, the old Chinese name maybe right before it (`识文更名"鸣石
# 识文"`, `VLM 线更名为“青瞳 Omni”`).
_QUOTED_RENAME = lazy(
    rf"(?:(?<![{_CJK_CHARS}])(?P<old>[{_CJK_CHARS}]{{2,6}}))?(?:更名|改名)(?:为|成)?\s*"
    r"[“\"「『](?P<new>[^”\"」』]{2,24})[”\"」』]"
)


# A release ending a name (`Wren TTS 2`: the product `Wren TTS`).
_RELEASE_ON_NAME = lazy(r"\s*v?\d+(?:\.\d+)*$")


class _Renames(_Scores):
    """The index's rules on renames: a title renaming its subject, an arrow, a former name."""

    def _moved_to_alias(self, inc: _Increment, position: int) -> bool:
        """The title names the entry by a name only its later lines give it (`Emberline` of
        `[FlintKV]`, `续：FlintKV 更名 Emberline`) and the increment's repositories are named
        after it (`emberline-ai/emberline`): the repository moved with the rename."""
        lead = self._lead_text(position).casefold()
        for alias in self.entries[position].aliases:
            said = form(alias)
            if said != inc.names.first or alias.casefold() in lead:
                continue
            if inc.repos and all(said in form(r.split("/", 1)[-1]) for r in inc.repos):
                return True
        return False

    def _by_renamed_arrow(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title writing its rename as `更名：old → new` after its subject (`Aster 更名：Aster
        Serve → Aster Engine`), or `将 old 更名为 new` where new is its subject's name or its
        subject is whoever renames it (`Kestrel 将 Wren Audio 更名为 Finch Voice`), read by
        the old name, for an entry named by no release that nothing else found (as
        `_by_renamed`)."""
        old = versions.renamed_by_arrow(title) or self._renamed_to_subject(title)
        old = old or versions.renamed_held(title)  # (`Kestrel 将 Wren Audio 更名为 Finch Voice`)
        if old is None:
            return
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(old), led)
        line = self._renamed_line(title)
        for position, evidence in led.items():
            held = self.entries[position].names.version
            if position not in found and (not held or (line and line[: len(held)] == held)):
                found[position] = evidence

    def _renamed_into_line(self, title: str, position: int) -> bool:
        """The title renames the product of the entry at `position`, named by a major line
        (`Kestrel 将 Wren TTS 更名为 Finch Voice，同步发布 Finch Voice 2.4` for `Wren TTS 2`),
        and the release it gives under the new name is of that line: not another release."""
        old = versions.renamed_held(title)
        held = self.entries[position].names.version
        line = self._renamed_line(title)
        if old is None or not held or line[: len(held)] != held:
            return False
        return form(old) == form(_RELEASE_ON_NAME.sub("", self.entries[position].names.shown))

    @staticmethod
    def _renamed_line(title: str) -> tuple[int, ...]:
        """The release a rename's title gives under the new name (`Kestrel 将 Wren TTS 2 更名为
        Finch Voice，同步发布 Finch Voice 2.4` → 2.4), read only for a rename written `将 old
        更名为 new`: an entry named by its major line (`Wren TTS 2`) is the renamed one's."""
        if versions.renamed_held(title) is None:
            return ()
        release = versions.renamed_release(title)
        return names_of(release).version if release else ()

    @staticmethod
    def _renamed_to_subject(title: str) -> str | None:
        """The old name of a rename the title states after its subject, when the new name is
        the subject's (`Halo-VL 2.0 — Calder AI 将 Orbis-VL 更名为 Halo-VL 并发布 2.0` →
        `Orbis-VL`); None otherwise (another thing's rename, or none)."""
        new = versions.renamed_to(title)
        if new is None:  # (most titles: their subject's names are not worked out)
            return None
        head = subject(title)
        said = names_of(head)
        if form(new) not in (said.first, said.bare):
            return None
        return versions.renamed_from(title[len(head) :])

    def _by_renamed_newest(self, title: str, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title saying its product is renamed, naming it with no release (`Aster Serve 更名为
        Aster Engine`), where the document keeps an entry per release of it (`Aster Serve 2.3`,
        `Aster Serve 2.4`): the product goes on as its newest release's entry, a short name's
        weight (a rename is news of the current line, not of an older release)."""
        old = versions.renamed_from(title) or versions.renamed_by_arrow(title)
        if old is None or mine.version or versions.renames_with_release(title):
            return  # (`Glint 更名 GlintRT，1.2 发布`: a release of its own, the version rules')
        bare = mine.core if mine.core and form(old) in form(mine.core) else old
        held = self._live(self._releases_of(form(bare)))
        if len({self.entries[p].names.version for p in held}) < 2:
            return
        newest = max(held, key=lambda p: self.entries[p].names.version)
        shown = self.entries[newest].names.shown
        why = f'title renames the product of "{shown}", its newest release'
        found.setdefault(newest, []).append(Evidence(SHORT_NAME, why))

    def _by_quoted_rename(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title whose subject goes by a new name it says its thing was renamed to, in
        quotes (`鸣石识文 ShiWen 2.1 — 识文更名"鸣石识文"`, `青瞳 Omni 5.0 — VLM 线更名为"青瞳
        Omni"`), read by the old Chinese name written before the rename word, else by the
        Chinese name the new one keeps: the entry of the one product, named by no release,
        that goes by it (a short name's weight)."""
        said = _QUOTED_RENAME.search(title)
        if said is None:
            return
        new = said["new"].strip()
        if not subject(title).startswith(new.split()[0]):
            return  # (another thing's rename)
        kept = _CJK_RUN.match(new)
        old = said["old"] or (kept.group(0).strip() if kept else "")
        if len(old) < 2 or form(old) == form(new):
            return
        hits = self._live(self.by_form.get(form(old), ()))
        if len(hits) != 1 or hits[0] in found or self.entries[hits[0]].names.version:
            return
        why = f'title says "{old}" is renamed "{new}"'
        found.setdefault(hits[0], []).append(Evidence(SHORT_NAME, why))
