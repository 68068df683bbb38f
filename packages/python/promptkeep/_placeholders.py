"""The placeholder grammar of prompt content, as the service reads it.

A port of the service's src/modules/prompts/placeholders.ts (the TypeScript SDK and the console use
that file itself). test/contract/placeholder-cases.json holds both to the same cases
(tests/test_template.py here, test/contract/placeholders.test.ts there).

A placeholder is ``{{name}}`` or ``[[name]]``, the name made of ASCII letters, digits, ``_``, ``-``
and ``.``, with whitespace tolerated inside the braces (``{{ name }}``). It is identified by its
form and its name: ``{{ name }}`` and ``{{name}}`` are one placeholder (written ``{{name}}``),
``[[name]]`` another. Pure functions: no I/O, no errors raised.
"""

from __future__ import annotations

import re
from typing import Callable, Dict, List, Mapping, NamedTuple, Optional, Tuple

# JavaScript's \s, spelled out: Python's \s differs (it takes \x1c-\x1f and \x85, and leaves out
# \ufeff), and the service is the reference.
_SPACE = "[\t\n\u000b\u000c\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*"
_NAME = "[A-Za-z0-9_.-]+"
_ONE = (
    r"\{\{" + _SPACE + "(" + _NAME + ")" + _SPACE + r"\}\}"
    "|" + r"\[\[" + _SPACE + "(" + _NAME + ")" + _SPACE + r"\]\]"
)
_EVERY = re.compile(_ONE)
_KEY = re.compile("(?:" + _ONE + r")\Z")


def _canonical(curly: Optional[str], square: Optional[str]) -> str:
    return "{{" + curly + "}}" if curly is not None else "[[" + str(square) + "]]"


def placeholder_key(key: str) -> Optional[str]:
    """The canonical form of a key written as a placeholder (``{{ a }}`` -> ``{{a}}``), or None."""
    m = _KEY.match(key)
    return _canonical(m.group(1), m.group(2)) if m else None


def placeholders_in(content: str) -> List[str]:
    """The placeholders present in ``content``: canonical, unique, in order of first appearance."""
    seen: Dict[str, None] = {}
    for m in _EVERY.finditer(content):
        seen.setdefault(_canonical(m.group(1), m.group(2)), None)
    return list(seen)


class Part(NamedTuple):
    """A piece of a text: as written, with its canonical placeholder, or None for plain text."""

    text: str
    placeholder: Optional[str]


def placeholder_parts(text: str) -> List[Part]:
    """``text`` cut at its placeholders, in order."""
    parts: List[Part] = []
    at = 0
    for m in _EVERY.finditer(text):
        if m.start() > at:
            parts.append(Part(text[at : m.start()], None))
        parts.append(Part(m.group(0), _canonical(m.group(1), m.group(2))))
        at = m.end()
    if at < len(text):
        parts.append(Part(text[at:], None))
    return parts


def replace_placeholders(content: str, values: Mapping[str, str]) -> str:
    """Replaces each placeholder that has a value, in one pass: values are never substituted again."""
    if not values:
        return content

    def one(m: "re.Match[str]") -> str:
        return values.get(_canonical(m.group(1), m.group(2)), m.group(0))

    return _EVERY.sub(one, content)


class Filled(NamedTuple):
    content: str
    """The content with every placeholder that has a value filled (the others left as written)."""
    placeholders: List[str]
    missing: List[str]
    """Placeholders left without a value."""
    unused: List[str]
    """Keys that matched no placeholder of the content."""
    invalid_keys: List[str]
    """Keys that are neither a placeholder nor a bare name."""
    section_error: Optional[str] = None
    """Why the conditional sections cannot be read (naming the line), or None; then nothing is filled."""


def _targets_of(key: str) -> Optional[Tuple[str, ...]]:
    written = placeholder_key(key)
    if written is not None:
        return (written,)
    curly = "{{" + key + "}}"
    return (curly, "[[" + key + "]]") if placeholder_key(curly) == curly else None


def fill_placeholders(content: str, variables: Mapping[str, str]) -> Filled:
    """Fills a content's placeholders as the service's render does.

    A key written ``{{name}}`` or ``[[name]]`` fills that form, a bare ``name`` both, and a written
    form wins over a bare name whatever their order. One pass: values are plain text. Conditional
    sections are applied first (``apply_sections``).
    """

    def given(name: str) -> bool:
        return any(variables.get(k, "") != "" for k in (name, "{{" + name + "}}", "[[" + name + "]]"))

    cut, conditions, error = apply_sections(content, given)
    if error is not None:
        return Filled(content=content, placeholders=[], missing=[], unused=[], invalid_keys=[], section_error=error)
    content = cut
    placeholders = placeholders_in(content)
    present = set(placeholders)
    values: Dict[str, str] = {}
    written = set()
    unused: List[str] = []
    invalid: List[str] = []
    for key, value in variables.items():
        targets = _targets_of(key)
        if targets is None:
            invalid.append(key)
            continue
        bare = len(targets) > 1
        hits = [t for t in targets if t in present]
        condition = (key if bare else targets[0][2:-2]) in conditions
        if not hits and not condition:
            unused.append(key)
        for target in hits:
            if bare and target in written:
                continue
            values[target] = value
            if not bare:
                written.add(target)
    return Filled(
        content=replace_placeholders(content, values),
        placeholders=placeholders,
        missing=[p for p in placeholders if p not in values],
        unused=unused,
        invalid_keys=invalid,
    )


# An include: ``{{> name}}``, ``{{> name@label}}`` or ``{{> name@ver_...}}`` (placeholders.ts: the
# ``>`` is not a name character, so no placeholder is ever read as an include, nor the reverse).
_INCLUDE = re.compile(r"\{\{>[ \t]*([^{}@\n]*?)[ \t]*(?:@[ \t]*([A-Za-z0-9_.-]+)[ \t]*)?\}\}")


def includes_in(content: str) -> List[str]:
    """The includes of ``content``: canonical (``{{> name@ref}}``), unique, in order; blank names are none."""
    seen: Dict[str, None] = {}
    for m in _INCLUDE.finditer(content):
        name, ref = m.group(1), m.group(2)
        if name == "":
            continue
        seen.setdefault("{{> " + name + ("}}" if ref is None else "@" + ref + "}}"), None)
    return list(seen)


# Conditional sections: ``{{#if name}}...{{/if}}`` (placeholders.ts, ``applySections``).
_SECTION_TAG = re.compile(r"\{\{[ \t]*(#if|/if)\b([^}\n]*)\}\}")
_SECTION_NAME = re.compile(r"[ \t]+([A-Za-z0-9_.-]+)[ \t]*\Z")


def apply_sections(content: str, is_set: Callable[[str], bool]) -> Tuple[str, List[str], Optional[str]]:
    """The content with each section kept (its variable has a value) or dropped, the names the
    sections test, and an error naming the line (then the content is returned as is)."""
    stack: List[Tuple[str, int, bool]] = []
    conditions: Dict[str, None] = {}
    out: List[str] = []
    at = 0
    for m in _SECTION_TAG.finditer(content):
        if all(keep for _, _, keep in stack):
            out.append(content[at : m.start()])
        at = m.end()
        line = content.count("\n", 0, m.start()) + 1
        if m.group(1) == "#if":
            name = _SECTION_NAME.match(m.group(2))
            if name is None:
                return content, [], "line %d: %s needs one variable name." % (line, m.group(0))
            conditions.setdefault(name.group(1), None)
            stack.append((name.group(1), line, is_set(name.group(1))))
        else:
            if m.group(2).strip() != "":
                return content, [], "line %d: %s takes no name." % (line, m.group(0))
            if not stack:
                return content, [], "line %d: {{/if}} closes no {{#if}}." % line
            stack.pop()
    if stack:
        name, line, _ = stack[-1]
        return content, [], "line %d: {{#if %s}} is not closed." % (line, name)
    if all(keep for _, _, keep in stack):
        out.append(content[at:])
    return "".join(out), list(conditions), None
