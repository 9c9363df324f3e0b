"""A service answering with server errors en masse is an outage (`区域 API 大面积 503`), a
preamble listing incidents apart with `单列条目` names their section (lead162). Names new, not
heldout162's."""

from __future__ import annotations

from patcher.plan import incidents
from tests.conftest import brief_text, increment, run

PREAMBLE = (
    "> 约定：版本发布、补丁都记在该产品条目下。\n"
    "> 事故不记在产品下，一律在 §1.4 单列条目，标题写作 `事故：名称 …`。\n\n"
)
DOC = (
    "# 推理\n\n" + PREAMBLE + "## §1.1 引擎\n\n"
    "1. **Marlow**（Kite Labs）— 开源服务引擎，v2.1。\n"
    "2. **Marlow Hosted**（Kite Labs）— Marlow 的托管服务；区域：首尔、悉尼。\n\n"
    "## §1.2 调度\n\n## §1.3 内核\n\n## §1.4 可靠性\n\n"
    "1. **事故：Marlow Hosted 首尔区域中断（2030-05-02）**— 约 2 小时不可用。\n"
)
OUTAGE = "Marlow Hosted 悉尼区域 API 大面积 502 — 持续约 2 小时"


def test_server_errors_en_masse_are_an_outage() -> None:
    assert incidents.says_down(OUTAGE)
    assert incidents.says_down("Quiver gateway widespread 503s after deploy")
    assert incidents.says_down("网关大量返回 504")
    assert not incidents.says_down("Marlow 支持 503 重试")
    assert not incidents.says_down("Marlow API 503 错误码说明")


def test_a_preamble_listing_incidents_apart_names_their_section() -> None:
    assert incidents.stated_incident_section(PREAMBLE) == "§1.4"
    assert not incidents.states_incident_entries("> 事故不单列条目，记在产品条目下。\n")


def test_an_outage_in_status_codes_is_an_entry_of_its_own_in_the_stated_section() -> None:
    brief = brief_text(increment(1, OUTAGE, section="§1.1 引擎"))
    action = run(DOC, brief).actions[0]
    assert action.action == "inserted"
    assert action.anchor.startswith("§1.4")
