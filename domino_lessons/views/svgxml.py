"""svgwrite's XML written straight from its elements, without the ElementTree its ``tostring`` builds on the way.

``tostring(element) == element.tostring()``, character for character: each element is prepared as its ``get_xml``
prepares it, its attributes sorted and made strings as svgwrite makes them, escaped and written as ElementTree
writes them (with ElementTree's own escaping). An element type this writer does not know (a style, a script,
metadata...), one drawn with svgwrite's validation or its tiny profile, a namespaced attribute, or a character
UTF-8 cannot encode: svgwrite writes the whole drawing itself.
"""

from __future__ import annotations

from typing import Any, Callable
from xml.etree.ElementTree import _escape_attrib, _escape_cdata  # type: ignore[attr-defined]

from svgwrite.base import Desc, Title
from svgwrite.container import SVG, Defs, Group, Use
from svgwrite.drawing import Drawing
from svgwrite.shapes import Circle, Ellipse, Line, Polygon, Polyline, Rect
from svgwrite.text import Text, TSpan


class _Unknown(Exception):
    """Something this writer does not write as svgwrite would."""


def _root(drawing: Any) -> None:
    """What ``Drawing.get_xml`` adds before it writes."""
    drawing.attribs["xmlns"] = "http://www.w3.org/2000/svg"
    drawing.attribs["xmlns:xlink"] = "http://www.w3.org/1999/xlink"
    drawing.attribs["xmlns:ev"] = "http://www.w3.org/2001/xml-events"
    drawing.attribs["baseProfile"] = drawing.profile
    drawing.attribs["version"] = drawing.version


def _points(shape: Any) -> None:
    shape.attribs["points"] = shape.points_to_string(shape.points)


def _nothing(element: Any) -> None:
    pass


_PREPARE: dict[type, Callable[[Any], None]] = {
    Drawing: _root, SVG: _nothing, Group: _nothing, Defs: _nothing, Use: lambda use: use.update_id(),
    Rect: _nothing, Line: _nothing, Circle: _nothing, Ellipse: _nothing, Polygon: _points, Polyline: _points,
    Text: _nothing, TSpan: _nothing,
}
"""The element types written here, each with what its ``get_xml`` does first."""
_KEYS: set[str] = set()
"""Attribute names seen to be plain (ElementTree writes them as they are)."""


def tostring(element: Any) -> str:
    """The element's XML, as ``element.tostring()`` writes it."""
    parameter = element._parameter
    if parameter.debug or parameter.profile == "tiny":
        return str(element.tostring())
    out: list[str] = []
    try:
        _write(element, out, parameter)
        xml = "".join(out)
        xml.encode("utf-8")  # svgwrite writes what UTF-8 cannot encode as character references
    except (_Unknown, UnicodeEncodeError):
        return str(element.tostring())
    return xml


def _write(element: Any, out: list[str], parameter: Any) -> None:
    """One element and its children, as ``get_xml`` builds them and ElementTree writes them."""
    kind = type(element)
    if kind is Title or kind is Desc:
        return _write_title(element.xml, out)
    prepare = _PREPARE.get(kind)
    if prepare is None or element._parameter is not parameter:
        raise _Unknown(kind)
    prepare(element)
    tag = element.elementname
    out.append("<" + tag)
    for key, value in sorted(element.attribs.items()):
        if value is not None:
            text = value if type(value) is str else str(value)
            if text:
                if key not in _KEYS:
                    _check_key(key)
                out.append(f' {key}="{_escape_attrib(text)}"')
    text = str(element.text) if kind is Text or kind is TSpan else ""
    if text or element.elements:
        out.append(">" + _escape_cdata(text) if text else ">")
        for child in element.elements:
            _write(child, out, parameter)
        out.append(f"</{tag}>")
    else:
        out.append(" />")


def _check_key(key: object) -> None:
    """A name ElementTree writes as it is, remembered; anything else (a ``{namespace}name``) is unknown."""
    if not isinstance(key, str) or key[:1] == "{":
        raise _Unknown(key)
    _KEYS.add(key)


def _write_title(xml: Any, out: list[str]) -> None:
    """A ``<title>`` or ``<desc>``: an ElementTree element with a text and nothing else."""
    if xml.attrib or len(xml) or xml.tail or not isinstance(xml.text, str):
        raise _Unknown(xml.tag)
    out.append(f"<{xml.tag}>{_escape_cdata(xml.text)}</{xml.tag}>" if xml.text else f"<{xml.tag} />")
