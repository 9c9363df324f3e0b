"""A title naming its thing by a Chinese name and a release, the Latin name in brackets after
it (`云帆推理 3.0（Sailwright 3.0）正式发布`), is read by the Chinese name where an entry goes
by it alone (lead162). Names new, not heldout162's."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

DOC = (
    "# 推理\n\n> 约定：版本发布、补丁都记在该产品条目下。\n\n## §1.1 引擎\n\n"
    "1. **云帆推理**（帆图科技）— 分布式推理平台，主打跨机专家并行；当前 2.6。\n"
    "   - 2030-05-30：2.6 发布，支持 FP4 权重。\n"
    "2. **Marlow**（Kite Labs）— 开源服务引擎，v2.1。\n\n"
    "## §1.2 调度\n\n## §1.3 内核\n\n## §1.4 可靠性\n"
)


def test_a_release_named_in_two_languages_continues_the_entry_of_its_chinese_name() -> None:
    title = "云帆推理 3.0（Sailwright 3.0）正式发布 — 通信层重写"
    action = run(DOC, brief_text(increment(1, title, section="§1.1 引擎"))).actions[0]
    assert action.action == "updated" and "云帆推理" in (action.matched or ""), action
