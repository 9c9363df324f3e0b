"""Whether a Chinese name says only what kind of thing it is (a descriptor, no name).

`Quillserve / 推理服务器`, `分层缓存（Strata）`, `Compass / 指南`: the Chinese half is made of
the glossary's descriptor terms (`分层`, `调度器`) and words of the trade (`推理`, `服务器`,
`平台`, `指南` …); another thing of that kind goes by the same words (`推理服务器选型指南`),
so such a half names nothing by itself. A half with a word of its own (`铜绿云`, `黑羽路由`)
is a name.
"""

from __future__ import annotations

from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy

# Chinese words that say what a thing is or does, never which one (longest first).
_GENERIC_WORDS = lazy(r"\s+").split(
    "分布式 服务器 控制器 管理器 加速器 中间件 数据库 工具链 大模型 高性能 多模态 "
    "推理 服务 平台 托管 指南 部署 方案 框架 引擎 系统 工具 插件 实现 缓存 集群 模型 网关 "
    "调度 路由 追踪 监控 存储 加速 优化 选型 开源 在线 离线 统一 通用 组件 模块 套件 架构 "
    "协议 接口 算法 策略 机制 方法 技术 实践 管理 控制 编排 弹性 分离 压缩 量化 解码 "
    "云 库 层 器 式 版"
)
_GENERIC = lazy("|".join(sorted(_GENERIC_WORDS, key=len, reverse=True)))
_CJK = lazy(r"[\u3400-\u9fff\uf900-\ufaff]")
_OTHER = lazy(r"[A-Za-z0-9]")


def descriptor_only(name: str, glossary: Glossary) -> bool:
    """The name has Chinese and holds nothing but descriptor terms and generic words: no
    Chinese character, Latin letter or digit is left once they are taken out (`KV 缓存` is
    a descriptor when the glossary holds `kv 缓存`)."""
    if not _CJK.search(name):
        return False
    left = _GENERIC.sub("", glossary.without(name))
    return not (_CJK.search(left) or _OTHER.search(left))


def holds_generic(name: str) -> bool:
    """The name holds a generic word of what a thing is (`鹭桥缓存`: `缓存`; not `羽伴`)."""
    return _GENERIC.search(name) is not None


# Chinese words an item measures or reports by, never which thing (`延迟`, `说法`).
_MEASURE_WORDS = lazy(r"\s+").split(
    "延迟 时延 吞吐 性能 速度 提升 下降 数据 结果 说法 官方 博客 版本 发布 支持 问题 时间 内存 显存"
)
_MEASURE = lazy("|".join(_MEASURE_WORDS))


def generic_chinese(word: str) -> bool:
    """A Chinese word that says what a thing is or does, or what is said of it, never which
    one: fewer than two Chinese characters left once generic words are taken out (`调度算法`,
    `的调度`, `延迟`; not `冷启动`, `基准`)."""
    left = _MEASURE.sub("", _GENERIC.sub("", word))
    return len(_CJK.findall(left)) < 2
