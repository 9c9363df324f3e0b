"""The 要点 body parser: points nested as the briefing nests them, nothing dropped."""

from __future__ import annotations

import pytest

from patcher.briefing.body import Point, flat_texts, parse_body, tally


def shape(points: tuple[Point, ...]) -> list[object]:
    return [(p.kind, p.text, shape(p.children)) if p.children else (p.kind, p.text) for p in points]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "\n- 两处 flag rename：\n- --a → --b\n- --c → --d\n- 第三项\n- 其他：x",
            [
                ("text", "两处 flag rename：", [("text", "--a → --b"), ("text", "--c → --d")]),
                ("text", "第三项"),
                ("text", "其他：x"),
            ],
            id="announced count",
        ),
        pytest.param(
            "\n- 三坑：\n1. 坑一\n2. 坑二\n3. 坑三\n- 完整映射表：x",
            [
                ("text", "三坑：", [("text", "1. 坑一"), ("text", "2. 坑二"), ("text", "3. 坑三")]),
                ("text", "完整映射表：x"),
            ],
            id="numbered under a bulleted header",
        ),
        pytest.param(
            "\n- 变更：\n- --a → --b\n- 无标签一项\n- 专项优化：有标签",
            [
                ("text", "变更：", [("text", "--a → --b"), ("text", "无标签一项")]),
                ("text", "专项优化：有标签"),
            ],
            id="unlabelled run",
        ),
        pytest.param(
            "- 决策矩阵： - 选 A：x - 选 B：y",
            [("text", "决策矩阵："), ("text", "选 A：x"), ("text", "选 B：y")],
            id="labelled items stay siblings",
        ),
        pytest.param(
            "- 核心能力： 1. 甲 2. 乙 3. 丙 - 路径：x",
            [
                ("text", "核心能力：", [("text", "1. 甲"), ("text", "2. 乙"), ("text", "3. 丙")]),
                ("text", "路径：x"),
            ],
            id="inline numbered",
        ),
        pytest.param(
            "\n- 四层方法学：\n| a | b |\n|---|---|\n| 1 | 2 |\n- 稳态：x",
            [
                ("text", "四层方法学：", [("table", "| a | b |\n|---|---|\n| 1 | 2 |")]),
                ("text", "稳态：x"),
            ],
            id="table under its header",
        ),
        pytest.param(
            "\n- 启动命令：\n- vllm serve m \\\n    --x 1 \\\n    --y 2\n- 许可证：MIT",
            [
                ("text", "启动命令：", [("code", "vllm serve m \\\n  --x 1 \\\n  --y 2")]),
                ("text", "许可证：MIT"),
            ],
            id="command under its header",
        ),
        pytest.param(
            "\n- 命令：docker run -p 80:80 \\\n  img",
            [("text", "命令：", [("code", "docker run -p 80:80 \\\nimg")])],
            id="labelled command",
        ),
        pytest.param(
            "\n- 父项\n  - 子项一\n  - 子项二\n- 兄弟",
            [("text", "父项", [("text", "子项一"), ("text", "子项二")]), ("text", "兄弟")],
            id="indentation",
        ),
        pytest.param(
            "\n- 示例：\n```python\nprint(1)\n\n- not a point\n```\n- 后",
            [("text", "示例：", [("code", "print(1)\n\n- not a point")]), ("text", "后")],
            id="fenced code",
        ),
        pytest.param(
            "没有标记的一行\n第二行",
            [("text", "没有标记的一行"), ("text", "第二行")],
            id="unmarked lines",
        ),
    ],
)
def test_nesting(text: str, expected: list[object]) -> None:
    assert shape(parse_body(text)) == expected


def test_every_line_is_in_one_node() -> None:
    text = "\n- 甲：\n1. 一\n2. 二\n| a |\n|---|\n- 乙 \\\n  续\n- 丙"
    body = parse_body(text)
    assert tally(body) == {"text": 4, "table": 1, "code": 1}
    assert flat_texts(body) == ["甲：", "1. 一", "2. 二", "丙"]
