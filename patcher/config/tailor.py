"""A section map rewritten for one document: its headings, levels and path, comments kept."""

from __future__ import annotations

import io
from collections.abc import Mapping
from dataclasses import dataclass

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarstring import DoubleQuotedScalarString

from patcher.config.maps import load_map
from patcher.text.normalise import fold
from patcher.text.source import Source, decode


@dataclass(frozen=True)
class AnchorFit:
    """What the document says about one anchor: its heading text and level."""

    heading: str
    level: int


def tailor(
    source: Source,
    fits: Mapping[str, AnchorFit],
    document_path: str | None,
    templates: Mapping[str, str] | None = None,
) -> str:
    """The map of `source` with each anchor's `heading`/`level` set to the document's, and
    the `template` keys in `templates` (`update`, `entry`) set to the document's style.

    A replaced heading is kept among the anchor's `headings` (auxiliary anchors) so the
    document's older spelling is still recognised; comments and key order are kept
    (ruamel.yaml round trip). The result is validated like any map.
    """
    yaml = YAML(typ="rt")
    yaml.width = 4096
    yaml.preserve_quotes = True
    yaml.indent(mapping=2, sequence=4, offset=2)
    data = yaml.load(decode(source).render())
    if document_path is not None:
        document = data.setdefault("document", CommentedMap())
        document["path"] = document_path
    for node in data["anchors"]:
        fit = fits.get(str(node["id"]))
        if fit is not None:
            _fit_anchor(node, fit)
    if templates:
        _fit_templates(data.setdefault("template", CommentedMap()), templates)
    out = io.StringIO()
    yaml.dump(data, out)
    text = out.getvalue()
    load_map(Source(source.name, text.encode("utf-8")))  # a tailored map must load
    return text


def _fit_anchor(node: CommentedMap, fit: AnchorFit) -> None:
    old = str(node["heading"])
    node["level"] = fit.level
    if fold(old) == fold(fit.heading):
        return
    node["heading"] = fit.heading
    if str(node["id"]).lstrip().startswith("§"):
        return  # found by its code; the old title names nothing in this document
    headings = node.get("headings")
    if headings is None:
        headings = CommentedSeq()
        headings.fa.set_flow_style()
        node["headings"] = headings
    known = {fold(str(h)) for h in headings}
    if fold(old) not in known:
        headings.insert(0, old)
    for position in reversed(range(len(headings))):
        if fold(str(headings[position])) == fold(fit.heading):
            del headings[position]


def _fit_templates(node: CommentedMap, templates: Mapping[str, str]) -> None:
    """Each template given, with a comment naming the one it replaced."""
    for name, template in templates.items():
        old = node.get(name)
        node[name] = DoubleQuotedScalarString(template)
        if old is not None and str(old) != template:
            node.yaml_add_eol_comment(f"the document's style (was {str(old)!r})", name)
