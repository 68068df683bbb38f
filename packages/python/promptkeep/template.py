"""Template placeholders exactly as the service reads them, for text held locally.

``{{name}}`` or ``[[name]]``, the name made of ASCII letters, digits, ``_``, ``-`` and ``.``,
whitespace tolerated inside the braces: ``{{ a }}`` and ``{{a}}`` are one placeholder; ``[[a]]`` is
another. The grammar is the service's (see _placeholders.py).
"""

from __future__ import annotations

import json
from typing import List, Mapping, Union

from ._placeholders import Part, fill_placeholders, placeholder_parts, placeholders_in
from .errors import MissingVariablesError, PromptkeepError

Value = Union[str, int, float, bool]


def variables_of(content: str) -> List[str]:
    """The placeholders in ``content``: canonical (``{{name}}``, ``[[name]]``), unique, in order."""
    return placeholders_in(content)


def template_parts(text: str) -> List[Part]:
    """``text`` cut at its placeholders, in order: each part as written, with its canonical form or None."""
    return placeholder_parts(text)


def _text(value: Value) -> str:
    # As the TypeScript SDK's String(value): booleans are true/false, whole floats have no ".0".
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def fill_template(content: str, variables: Mapping[str, Value], *, allow_missing: bool = False) -> str:
    """Fills the placeholders of ``content`` in one pass, as the service's render does.

    A value that itself holds a placeholder is inserted as is. Keys are placeholders (``{{name}}``,
    ``[[name]]``: that form only) or a bare ``name`` (both forms; a key written as a placeholder
    wins over it). Conditional sections (``{{#if name}}...{{/if}}``) are kept when ``name`` has a
    non-empty value, else dropped. A key that is neither raises a PromptkeepError (400, ``bad_request``);
    placeholders left without a value raise a MissingVariablesError listing them, unless
    ``allow_missing``.
    """
    filled = fill_placeholders(content, {k: _text(v) for k, v in variables.items()})
    if filled.section_error is not None:
        raise PromptkeepError("content: " + filled.section_error, status=400, code="bad_request")
    if filled.invalid_keys:
        raise PromptkeepError(
            "Not a variable name: %s." % json.dumps(filled.invalid_keys[0], ensure_ascii=False),
            status=400,
            code="bad_request",
        )
    if not allow_missing and filled.missing:
        raise MissingVariablesError(filled.missing)
    return filled.content
