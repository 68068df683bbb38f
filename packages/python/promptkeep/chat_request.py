"""Chat versions rendered locally, as the service renders them (docs/chat-versions.md, "Render").

A port of the service's ``src/modules/prompts/chat-request.ts`` (which the TypeScript SDK copies):
every message's variables filled with the same values, message placeholders replaced by the lists
given (inserted as they are, never filled), and the provider request of a format — OpenAI Chat
Completions, Anthropic Messages, Google generateContent, or the neutral form. The shared cases of
``test/contract/chat-render-cases.json`` hold it equal to the service (tests/test_chat_request.py).
"""

from __future__ import annotations

import json
import re
from typing import Any, Dict, List, Mapping, NamedTuple, Optional, Sequence

from ._placeholders import fill_placeholders
from .errors import MissingVariablesError, PromptkeepError
from .template import _text, fill_template

Json = Dict[str, Any]

REQUEST_FORMATS = ("openai", "anthropic", "gemini", "neutral")
ANTHROPIC_DEFAULT_MAX_TOKENS = 1024
"""Anthropic's ``max_tokens`` is required: the config's ``max_output_tokens``, else this."""


def is_placeholder_item(item: Mapping[str, Any]) -> bool:
    return "placeholder" in item


def flatten_messages(items: Sequence[Mapping[str, Any]]) -> str:
    """A chat version's ``content``: ``[role]`` (``[role name]``) lines, items a blank line apart."""
    out = []
    for item in items:
        if is_placeholder_item(item):
            out.append("[placeholder " + item["placeholder"] + "]")
            continue
        head = "[" + item["role"] + ("]" if item.get("name") is None else " " + item["name"] + "]")
        out.append(head + "\n" + item["content"])
    return "\n\n".join(out)


class FilledChat(NamedTuple):
    messages: List[Json]
    placeholders: List[str]
    """Placeholders of the messages, canonical, in order of first appearance."""
    missing: List[str]
    unused: List[str]
    """Keys of the variables that matched no placeholder of any message."""
    invalid_keys: List[str]
    section_error: Optional[str]
    missing_slots: List[str]
    """Message placeholders the version has and ``inserted`` gave no list for."""
    unused_slots: List[str]


def fill_chat(
    items: Sequence[Mapping[str, Any]],
    variables: Mapping[str, str],
    inserted: Optional[Mapping[str, Sequence[Mapping[str, Any]]]] = None,
) -> FilledChat:
    """Fills every message with the same values and inserts the lists of the message placeholders."""
    inserted = inserted or {}
    messages: List[Json] = []
    placeholders: List[str] = []
    missing: List[str] = []
    invalid: List[str] = []
    unused: Optional[List[str]] = None  # keys unused by every message so far (None: no message yet)
    section_error: Optional[str] = None
    slots = set()
    missing_slots: List[str] = []
    for item in items:
        if is_placeholder_item(item):
            slots.add(item["placeholder"])
            given = inserted.get(item["placeholder"])
            if given is None:
                missing_slots.append(item["placeholder"])
            else:
                messages.extend(dict(m) for m in given)
            continue
        filled = fill_placeholders(item["content"], variables)
        if filled.section_error is not None and section_error is None:
            section_error = filled.section_error
        for target, found in ((invalid, filled.invalid_keys), (placeholders, filled.placeholders), (missing, filled.missing)):
            for name in found:
                if name not in target:
                    target.append(name)
        mine = set(filled.unused)
        unused = list(filled.unused) if unused is None else [k for k in unused if k in mine]
        messages.append({**item, "content": filled.content})
    keys = [k for k in variables if k not in invalid]
    return FilledChat(
        messages=messages,
        placeholders=placeholders,
        missing=missing,
        unused=keys if unused is None else [k for k in keys if k in set(unused)],
        invalid_keys=invalid,
        section_error=section_error,
        missing_slots=missing_slots,
        unused_slots=[k for k in inserted if k not in slots],
    )


_OPENAI = re.compile(r"^(gpt|chatgpt|o\d|ft:gpt|text-davinci|davinci|babbage)")


def format_of_model(model: Optional[str]) -> str:
    """The request family of a model by its name: claude → anthropic, gemini/gemma → gemini,
    GPT and o-series → openai, else neutral (a ``provider/`` prefix is ignored)."""
    name = re.sub(r"^.*/", "", (model or "").lower())
    if "claude" in name:
        return "anthropic"
    if name.startswith("gemini") or name.startswith("gemma"):
        return "gemini"
    if _OPENAI.match(name):
        return "openai"
    return "neutral"


def _defined(source: Mapping[str, Any]) -> Json:
    """``source`` without its None values (a body never carries an absent field)."""
    return {k: v for k, v in source.items() if v is not None}


def _system_of(messages: Sequence[Json]) -> List[str]:
    return [m["content"] for m in messages if m["role"] in ("system", "developer")]


def _turns_of(messages: Sequence[Json]) -> List[Json]:
    return [m for m in messages if m["role"] not in ("system", "developer")]


def _tools(config: Mapping[str, Any], rename: Mapping[str, str]) -> Optional[List[Json]]:
    tools = config.get("tools")
    if tools is None:
        return None
    keys = ("name", "description", "parameters")
    return [_defined({rename.get(k, k): t.get(k) for k in keys}) for t in tools]


def _openai(messages: Sequence[Json], config: Mapping[str, Any]) -> Json:
    p = config.get("parameters") or {}
    rf = config.get("response_format")
    response_format = None
    if rf is not None:
        if rf["type"] == "json_schema":
            schema = _defined({"name": rf.get("name") or "response", "schema": rf.get("schema"), "strict": rf.get("strict")})
            response_format = {"type": "json_schema", "json_schema": schema}
        else:
            response_format = {"type": rf["type"]}
    tools = _tools(config, {})
    return _defined(
        {
            "model": config.get("model"),
            "messages": [
                _defined({k: m.get(k) for k in ("role", "content", "name", "tool_call_id")}) for m in messages
            ],
            "temperature": p.get("temperature"),
            "top_p": p.get("top_p"),
            "max_completion_tokens": p.get("max_output_tokens"),
            "stop": p.get("stop"),
            "presence_penalty": p.get("presence_penalty"),
            "frequency_penalty": p.get("frequency_penalty"),
            "seed": p.get("seed"),
            "tools": None if tools is None else [{"type": "function", "function": t} for t in tools],
            "response_format": response_format,
        }
    )


def _anthropic(messages: Sequence[Json], config: Mapping[str, Any]) -> Json:
    p = config.get("parameters") or {}
    system = _system_of(messages)
    turns = []
    for m in _turns_of(messages):
        if m["role"] == "tool":
            block = {"type": "tool_result", "tool_use_id": m.get("tool_call_id") or "", "content": m["content"]}
            turns.append({"role": "user", "content": [block]})
        else:
            turns.append({"role": m["role"], "content": m["content"]})
    max_tokens = p.get("max_output_tokens")
    return _defined(
        {
            "model": config.get("model"),
            "system": "\n\n".join(system) if system else None,
            "messages": turns,
            "max_tokens": ANTHROPIC_DEFAULT_MAX_TOKENS if max_tokens is None else max_tokens,
            "temperature": p.get("temperature"),
            "top_p": p.get("top_p"),
            "top_k": p.get("top_k"),
            "stop_sequences": p.get("stop"),
            "tools": _tools(config, {"parameters": "input_schema"}),
        }
    )


def _gemini(messages: Sequence[Json], config: Mapping[str, Any]) -> Json:
    p = config.get("parameters") or {}
    rf = config.get("response_format")
    system = _system_of(messages)
    contents = []
    for m in _turns_of(messages):
        if m["role"] == "tool":
            part = {"functionResponse": {"name": m.get("name") or "", "response": {"content": m["content"]}}}
            contents.append({"role": "user", "parts": [part]})
        else:
            contents.append({"role": "model" if m["role"] == "assistant" else "user", "parts": [{"text": m["content"]}]})
    json_answer = rf is not None and rf["type"] != "text"
    generation = _defined(
        {
            "temperature": p.get("temperature"),
            "topP": p.get("top_p"),
            "topK": p.get("top_k"),
            "maxOutputTokens": p.get("max_output_tokens"),
            "stopSequences": p.get("stop"),
            "presencePenalty": p.get("presence_penalty"),
            "frequencyPenalty": p.get("frequency_penalty"),
            "seed": p.get("seed"),
            "responseMimeType": "application/json" if json_answer else None,
            "responseJsonSchema": rf.get("schema") if rf is not None and rf["type"] == "json_schema" else None,
        }
    )
    tools = _tools(config, {})
    return _defined(
        {
            "systemInstruction": {"parts": [{"text": t} for t in system]} if system else None,
            "contents": contents,
            "generationConfig": generation or None,
            "tools": [{"functionDeclarations": tools}] if tools else None,
        }
    )


def _neutral(messages: Sequence[Json], config: Mapping[str, Any]) -> Json:
    keys = ("parameters", "tools", "response_format", "metadata")
    return _defined({"model": config.get("model"), "messages": list(messages), **{k: config.get(k) for k in keys}})


_BUILDERS = {"openai": _openai, "anthropic": _anthropic, "gemini": _gemini, "neutral": _neutral}


def provider_request(fmt: str, messages: Sequence[Json], config: Optional[Mapping[str, Any]]) -> Json:
    """The request a provider of ``fmt`` takes: ``{"format", "model", "body"}`` (Gemini's model goes in the URL)."""
    if fmt not in _BUILDERS:
        raise ValueError("format must be one of " + ", ".join(REQUEST_FORMATS))
    c = config or {}
    return {"format": fmt, "model": c.get("model"), "body": _BUILDERS[fmt](messages, c)}


class RenderedRequest(NamedTuple):
    messages: List[Json]
    """The filled messages (a text version: one user message)."""
    request: Json
    """``{"format", "model", "body"}``: what to send to the provider."""


def render_version(
    version: Mapping[str, Any],
    variables: Mapping[str, Any],
    *,
    messages: Optional[Mapping[str, Sequence[Mapping[str, Any]]]] = None,
    format: Optional[str] = None,
    allow_missing: bool = False,
) -> RenderedRequest:
    """A version (as the API returns it) as a provider request, built as ``POST …/render`` builds it.

    A chat version's messages are filled and its message placeholders replaced by ``messages``
    (name → list; every placeholder needs one); a text version is one user message. The format is
    ``format``, else the family of the config's model, else neutral. Raises as ``fill_template``
    does, and a PromptkeepError (400) for a placeholder without its list.
    """
    config = version.get("config")
    fmt = format or format_of_model((config or {}).get("model"))
    items = version.get("messages")
    if items:
        filled = fill_chat(items, {k: _text(v) for k, v in variables.items()}, messages or {})
        if filled.section_error is not None:
            raise PromptkeepError("content: " + filled.section_error, status=400, code="bad_request")
        if filled.invalid_keys:
            key = json.dumps(filled.invalid_keys[0], ensure_ascii=False)
            raise PromptkeepError("Not a variable name: %s." % key, status=400, code="bad_request")
        if filled.missing and not allow_missing:
            raise MissingVariablesError(filled.missing)
        if filled.missing_slots:
            missing = ", ".join(filled.missing_slots)
            raise PromptkeepError("Missing message list(s) for " + missing + ".", status=400, code="bad_request")
        rendered = filled.messages
    else:
        rendered = [{"role": "user", "content": fill_template(version["content"], variables, allow_missing=allow_missing)}]
    return RenderedRequest(messages=rendered, request=provider_request(fmt, rendered, config))
