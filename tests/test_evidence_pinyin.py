"""A Chinese title naming a Latin-named entry by the name its Latin letters spell in pinyin,
with no link in the document (`云桥 2.1` ↔ `**Yunqiao**`): every character's toneless pinyin,
any of its readings, together exactly the Latin name's letters (case and hyphens aside), a
Latin kind word glued after both (`千峰Doc` ↔ `Qianfeng-Doc`). The same evidence a spelling
variant gives, read only when no live entry goes by the Chinese name itself."""

from __future__ import annotations

import subprocess
import sys

import pytest

from patcher.config.maps import load_map
from patcher.document.identity import lead_aliases
from patcher.plan import contrary
from patcher.plan.evidence import NameIndex, Verdict
from patcher.text.glossary import Glossary
from patcher.text.pinyin import spellings
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: str | tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead in leads:
        text, anchor = (lead, "§1.1") if isinstance(lead, str) else lead
        names.add(text, anchor, [], aliases=lead_aliases(text))  # (as the document is read)
    return names


def decide(names: NameIndex, title: str) -> Verdict:
    return names.decide(title, "", [], "§1.1", (), contrary.repos_of(title, ()))


_OTHER = "**Kestrel-VL** (Moorhen) — long-video VLM."


def test_spellings_take_every_reading_of_every_character() -> None:
    assert spellings("灵枢") == {"lingshu"}
    assert spellings("长河") == {"changhe", "zhanghe"}  # (长: cháng, zhǎng)
    assert "luzhou" in spellings("绿洲") and "lvzhou" in spellings("绿洲")  # (ü as u or v)
    assert spellings("云") == frozenset() and spellings("云桥X") == frozenset()


def test_a_chinese_title_spelling_the_latin_name_in_pinyin(glossary: Glossary) -> None:
    """`云桥 2.1 发布` ↔ `**Yunqiao**`, `YunQiao`'s case too; a heteronym's other reading
    (`长河` ↔ `Zhanghe`)."""
    for lead, title in (
        ("**Yunqiao** — agent gateway for tool calls.", "云桥 2.1 发布：按租户限流"),
        ("**YunQiao Memory** — long-term memory layer for agents.", "云桥 1.1 支持跨会话记忆共享"),
        ("**Zhanghe** (Beiming Lab) — long-context serving engine.", "长河 0.9 上线：分页 KV"),
    ):
        names = index(glossary, lead, _OTHER)
        assert decide(names, title).chosen == 0, title


def test_a_latin_kind_word_glued_after_both(glossary: Glossary) -> None:
    """`千峰Doc 3 发布` ↔ `**Qianfeng-Doc**`: the pinyin, then the same Latin word."""
    names = index(glossary, "**Qianfeng-Doc** — document parsing model.", _OTHER)
    assert decide(names, "千峰Doc 3 发布 —— 跨页表格合并").chosen == 0


def test_a_pinyin_matching_only_some_characters_is_no_name(glossary: Glossary) -> None:
    """`云桥谷` spells `yunqiaogu`, not `Yunqiao`; `云乔` (`yunqiao` too) is read as any
    spelling, but `云桥站` is not `Yunqiao` plus a kind word."""
    names = index(glossary, "**Yunqiao** — agent gateway for tool calls.", _OTHER)
    assert decide(names, "云桥谷 2.0 发布：新增工具市场").chosen != 0
    assert decide(names, "云桥站 2.0 发布：新增工具市场").chosen != 0


def test_a_common_words_pinyin_is_no_name(glossary: Glossary) -> None:
    """A title opening on a common word (`模型`, `推理`) does not name the entry whose Latin
    name its pinyin happens to spell."""
    names = index(
        glossary,
        "**Moxing** — a toy diffusion model.",
        "**Tuili** — batch scheduler.",
        _OTHER,
    )
    assert decide(names, "模型 3 发布：更长上下文").chosen is None
    assert decide(names, "推理 服务降价 40%").chosen is None


def test_the_chinese_name_an_entry_goes_by_comes_first(glossary: Glossary) -> None:
    """`松林 2.0` is the entry named `松林` (another section's), not the Latin `Songlin` its
    pinyin spells; two entries the pinyin spells (`长河`: `Changhe`, `Zhanghe`) are none."""
    names = index(
        glossary,
        "**Songlin** — vector database.",
        ("**松林** — 多模态检索基准", "§1.3"),
        _OTHER,
    )
    assert decide(names, "松林 2.0 发布：新增视频子集").chosen == 1
    names = index(
        glossary,
        "**Changhe** — serving engine.",
        "**Zhanghe** — evaluation harness.",
        _OTHER,
    )
    assert decide(names, "长河 0.9 上线").chosen is None


def test_a_latin_title_never_loads_the_tables(glossary: Glossary) -> None:
    """Deciding Latin titles, and Chinese ones an entry goes by, imports no pinyin tables
    (issue 26: start-up)."""
    code = (
        "import sys\n"
        "from patcher.plan.evidence import NameIndex\n"
        "names = NameIndex()\n"
        "names.add('**Yunqiao** — agent gateway.', '§1.1', [])\n"
        "names.add('**松林** — 检索基准', '§1.1', [])\n"
        "names.decide('Yunqiao 2.1 release', '', [], '§1.1')\n"
        "names.decide('松林 2.0 发布', '', [], '§1.1')\n"
        "print('pypinyin' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_chinese_name_the_document_writes_is_not_spelt_over(glossary: Glossary) -> None:
    """A night's entry written from a Chinese title (`沐风ASR4 云端识别延迟`) or a Chinese
    name in brackets (`Qingque-VL (青雀-VL)`) shows the document writes the name in Chinese:
    the title is read as written, not as the Latin product (`Mufeng ASR`, `Qingque VL 4 发布`)
    its pinyin spells."""
    names = index(
        glossary,
        "**Mufeng ASR** — streaming speech recognition.",
        ("**沐风ASR4 云端识别大面积延迟** — 华东区 API 超时", "§1.4"),
        _OTHER,
    )
    assert decide(names, "沐风 ASR 发布 10-04 故障复盘 —— 连接池耗尽").chosen != 0
    names = index(
        glossary,
        "**Qingque-VL** (青雀-VL) — vision-language model family.",
        "**Qingque VL 4 发布 — 原生视频理解**",
        _OTHER,
    )
    assert decide(names, "青雀-VL 4 API 限流事故 — 视频接口大面积 429").chosen != 1


def test_the_title_as_written_comes_first(glossary: Glossary) -> None:
    """The pinyin reading is asked only when the title as written continues nothing: a title
    writing the Latin name too (`流云 Liuyun 部分视频缺失水印`) is read as written."""
    names = index(glossary, "**Liuyun** (Beiming Lab) — text-to-video model.", _OTHER)
    assert decide(names, "流云 Liuyun 部分视频缺失水印 — 校验失败").chosen == 0


def test_every_character_reads_as_pypinyin_reads_it() -> None:
    """The readings come from pypinyin's single-character table read as text (issue 26,
    round 39: importing pypinyin loaded its phrase table too, 57 MB): for every character a
    name may hold (U+4E00–U+9FFF), the same toneless readings, in the same order, as
    `pinyin(char, style=Style.NORMAL, heteronym=True)` (`欸`'s `ê̄` no Latin reading)."""
    from pypinyin import Style, pinyin

    from patcher.text.pinyin import _readings

    def theirs(char: str) -> tuple[str, ...]:
        found = pinyin(char, style=Style.NORMAL, heteronym=True, errors="ignore")
        read = [r for r in (found[0] if found else []) if r.isascii() and r.isalpha()]
        return tuple(dict.fromkeys(s for r in read for s in (r, r.replace("v", "u"))))

    chars = [chr(c) for c in range(0x4E00, 0xA000)]
    assert [c for c in chars if _readings(c) != theirs(c)] == []
    assert _readings("绿") == ("lv", "lu") and {"chang", "zhang"} <= set(_readings("长"))


def test_the_table_is_read_through_the_package_where_no_folder_holds_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """pypinyin installed where its table is no file of a folder (a zip): the readings come
    through the package's resources, the same text, never silently none."""
    from patcher.text import pinyin

    pinyin._table.cache_clear()
    from_folder = pinyin._table()
    pinyin._table.cache_clear()
    monkeypatch.setattr(pinyin.Path, "is_file", lambda self: False)
    try:
        assert pinyin._table() == from_folder != ""
    finally:
        pinyin._table.cache_clear()
