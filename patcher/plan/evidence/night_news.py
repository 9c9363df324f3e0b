"""The news a night's entry is named by, past its product and release, told from a title's."""

from __future__ import annotations

from patcher.plan import incidents
from patcher.plan.evidence.index_stated import _words
from patcher.text.lazy import lazy

# The name a night's lead opens with: a Chinese name at most, then Latin words, releases and
# figures (`clearmirror 3.2 API`, `JetFlow Serve`, `青梭 ShuttleKit 2.4`, `鹭桥-2`); then news.
_NAMED_FIRST = lazy(
    r"^\s*(?:[\u3400-\u9fff]+[\s\-]*)?(?:[A-Za-z0-9][\w.+\-]*(?:\s+[A-Za-z0-9][\w.+\-]*)*)?"
)
# News that is an event of its own, not the release: trouble come back or withdrawn, a price.
_EVENT = lazy(
    r"回归|下架|召回|降价|涨价|计费|定价|价格|"
    r"(?i:(?<![A-Za-z])(?:regress\w*|recall(?:ed)?|withdrawn|price[sd]?|pricing)(?![A-Za-z]))"
)
# An aside in brackets (`观星-2（Guanxing-2）发布`: another form of the name, no news).
_ASIDE = lazy(r"[（(][^（()）]*[）)]")
# Words that only say the thing came out or changed (a launch, a release, a preview): no
# news of their own (`Foo 1.2 正式发布` is the release's entry, whatever its update says).
_ANNOUNCING = frozenset(
    [
        "发布",
        "布会",
        "正式",
        "式发",
        "式版",
        "上线",
        "开源",
        "推出",
        "公布",
        "亮相",
        "预览",
        "览版",
        "更新",
        "新版",
        "版本",
        "首发",
        "发版",
    ]
)


def own_news(shown: str) -> frozenset[str]:
    """The words (Latin words folded, Chinese pairs) of the news a name goes on with after
    its product and release, when that news is an event of its own: trouble (`回归` of
    `ShuttleKit 2.4 回归`, an incident or a symptom), a withdrawal or a price (`降价` of
    `clearmirror 3.2 API 降价 40%`); none for a name that is only that, that only announces
    it, or goes on with what it is (`Forgeline 1.5 编译器`, `AHP 0.3 草案`, `X vs Y 对比`)."""
    shown = _ASIDE.sub(" ", shown)
    named = _NAMED_FIRST.match(shown)
    rest = shown[named.end() :] if named else shown
    if not (
        _EVENT.search(rest) or incidents.INCIDENT_WORDS.search(rest) or incidents.symptoms(rest)
    ):
        return frozenset()
    words = {w for w in _words(rest) if not w.isdigit() and w not in _ANNOUNCING}
    return frozenset(w for w in words if not w.isascii() or len(w) > 1)


def other_news(shown: str, title: str) -> bool:
    """The name says news of its own (`own_news`) and the title writes none of its words:
    `Clear-Mirror 3.2 幻觉回归已修复` is not `clearmirror 3.2 API 降价 40%`'s news."""
    news = own_news(shown)
    return bool(news) and not any(w in _words(title) for w in news)
