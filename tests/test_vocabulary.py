"""An increment nothing routes and naming no entry goes to the one main section whose entries
share the most distinctive of its words (heldout49 `MotionCanvas — 可控镜头运动的文生视频`,
`HoloSpeech 流式 TTS — 首包 90ms`), or stays in the fallback when no section stands out."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.vocabulary import words
from patcher.text.source import Source

from .conftest import brief_text

DOC = (
    "# 多模态 · 活文档\n\n## §1.1 视觉语言模型\n\n"
    "- **Lanting-VL** — 开源 VLM 家族，图文理解\n- **Pixtrel** — 多图对话 VLM\n\n"
    "## §1.2 语音与音频\n\n"
    "- **ClearTone** — 中英双语 TTS，情感标签\n- **Echo-ASR** — 长音频转写，流式 TTS 对照\n\n"
    "## §1.3 视频生成\n\n"
    "- **Lumora** — 文生视频模型，60 秒多镜头\n- **Vidora** — 文生视频，镜头运动控制\n\n"
    "## §1.4 服务与可靠性\n\n- **SGLang** — VLM 服务，前缀复用\n"
)


def _unsuggested(title: str, points: str) -> str:
    return brief_text(f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md\n要点：{points}\n可信度：中\n")


def run(brief: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)


def test_the_words_of_a_text() -> None:
    assert words("HoloSpeech 流式 TTS") == {"holospeech", "tts", "流式"}
    assert words("文生视频") == {"文生", "生视", "视频"}


def test_an_unrouted_increment_goes_where_its_words_are_filed() -> None:
    (video,) = run(_unsuggested("MotionCanvas — 可控镜头运动的文生视频", "- 镜头运动")).actions
    assert (video.anchor, video.via) == ("§1.3", "words"), video
    assert "placed-by-words" in video.flags
    (speech,) = run(_unsuggested("HoloSpeech 流式 TTS — 首包 90ms", "- 中英双语")).actions
    assert (speech.anchor, speech.via) == ("§1.2", "words"), speech


def test_no_section_standing_out_leaves_the_fallback() -> None:
    (both,) = run(_unsuggested("Omnix — 文生视频与 TTS 一体", "- 一体化")).actions
    assert both.via == "fallback", both
    (none,) = run(_unsuggested("Quokka 融资 2 亿", "- 投资方未披露")).actions
    assert none.via == "fallback", none
