"""Prompts for an application: a version by prompt name and label, kept for a TTL, then revalidated."""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass, replace
from typing import Any, Callable, Dict, Mapping, Optional, Sequence, Tuple

from ._transport import Transport, remember
from .chat_request import RenderedRequest, render_version
from .errors import PromptkeepError
from .resources.labels import label_path
from .template import Value, fill_template
from .types import Version


@dataclass(frozen=True)
class CachedPrompt:
    name: str
    label: str
    version: Version
    content: str
    """The version's text, as stored (placeholders unfilled)."""
    etag: Optional[str]
    stale: bool
    """True when this is the last good copy, served because the service could not be asked."""
    source: str
    """``cache`` (within the TTL), ``network`` (a 200), ``revalidated`` (a 304) or ``stale``."""
    checked_at: float
    """When the service last confirmed this copy (the clock's time, seconds)."""
    error: Optional[PromptkeepError] = None
    """Why a stale copy was served."""
    text: Optional[str] = None
    """``render`` only: the content with its variables filled."""


@dataclass
class _Entry:
    version: Version
    etag: Optional[str]
    checked_at: float
    next_check: float
    """Not asked again before this time (a TTL after the last answer, or after the last failure)."""
    error: Optional[PromptkeepError] = None


def _outage(error: BaseException) -> bool:
    """Failures that say nothing about the prompt, only that the service cannot answer now."""
    return isinstance(error, PromptkeepError) and (
        error.status == 0 or error.status == 429 or error.status >= 500
    )


class PromptCache:
    """A version by prompt name and label, kept for ``ttl`` seconds, then revalidated with
    If-None-Match (a 304 keeps the copy, no body sent). When the service is unreachable (or answers
    5xx/429) the last good copy is served with ``stale=True``; a 404 or 401 is raised (the prompt or
    the key is gone: serving it on would hide that). Threads asking for one prompt at once share
    one request.

        prompts = pk.prompt_cache(ttl=60)
        answer = prompts.render("support-bot", {"customer": "Ada"}, label="production")
        if answer.stale:
            log.warning("Promptkeep unreachable: serving the last good copy")
    """

    def __init__(
        self,
        transport: Transport,
        *,
        ttl: float = 60.0,
        clock: Callable[[], float] = time.time,
        resolve: bool = True,
    ) -> None:
        # resolve: the text with its includes ({{> name@label}}) resolved by the service, whose ETag
        # then changes when an included piece does; False: the version's text as stored.
        self._resolve = resolve
        self._transport = transport
        self._ttl = ttl
        self._clock = clock
        self._lock = threading.Lock()
        self._entries: Dict[Tuple[str, str], _Entry] = {}
        self._in_flight: Dict[Tuple[str, str], "Future[CachedPrompt]"] = {}

    def get(self, name: str, *, label: str = "primary") -> CachedPrompt:
        key = (name, label)
        with self._lock:
            entry = self._entries.get(key)
            # Within the TTL, no request; after a failure too (a stale copy is not re-asked on every get).
            if entry is not None and self._clock() < entry.next_check:
                return self._view(key, entry, "stale" if entry.error else "cache")
            pending = self._in_flight.get(key)
            mine = pending is None
            if pending is None:
                pending = Future()
                self._in_flight[key] = pending
        if not mine:
            return pending.result()
        try:
            result = self._refresh(key)
        except BaseException as error:
            pending.set_exception(error)
            raise
        else:
            pending.set_result(result)
            return result
        finally:
            with self._lock:
                self._in_flight.pop(key, None)

    def render(
        self,
        name: str,
        variables: Mapping[str, Value],
        *,
        label: str = "primary",
        allow_missing: bool = False,
    ) -> CachedPrompt:
        """The version with ``variables`` filled locally, the way the service fills them (``.text``)."""
        cached = self.get(name, label=label)
        return replace(cached, text=fill_template(cached.content, variables, allow_missing=allow_missing))

    def render_request(
        self,
        name: str,
        variables: Mapping[str, Value],
        *,
        label: str = "primary",
        messages: Optional[Mapping[str, Sequence[Mapping[str, Any]]]] = None,
        format: Optional[str] = None,
        allow_missing: bool = False,
    ) -> RenderedRequest:
        """The version as a provider request, built locally as ``POST …/render`` builds its ``request``.

        A chat version's messages filled, its message placeholders replaced by ``messages``; a text
        version as one user message (``chat_request.render_version``; docs/chat-versions.md).
        """
        cached = self.get(name, label=label)
        return render_version(
            cached.version, variables, messages=messages, format=format, allow_missing=allow_missing
        )

    def invalidate(self, name: Optional[str] = None) -> None:
        """Forgets one prompt (every label) or everything."""
        with self._lock:
            for key in list(self._entries):
                if name is None or key[0] == name:
                    del self._entries[key]

    def _refresh(self, key: Tuple[str, str]) -> CachedPrompt:
        with self._lock:
            entry = self._entries.get(key)
        try:
            answer = self._transport.request(
                "GET",
                label_path(*key),
                query={"resolve": "true"} if self._resolve else None,
                if_none_match=entry.etag if entry is not None else None,
            )
        except PromptkeepError as error:
            with self._lock:
                if entry is not None and _outage(error):
                    entry.error = error
                    entry.next_check = self._clock() + self._ttl
                    return self._view(key, entry, "stale")
                if error.status in (401, 404):
                    self._entries.pop(key, None)
            raise
        now = self._clock()
        with self._lock:
            if answer.status == 304 and entry is not None:
                entry.checked_at, entry.next_check, entry.error = now, now + self._ttl, None
                return self._view(key, entry, "revalidated")
            fresh = _Entry(version=remember(answer.data, answer.etag), etag=answer.etag, checked_at=now, next_check=now + self._ttl)
            self._entries[key] = fresh
            return self._view(key, fresh, "network")

    @staticmethod
    def _view(key: Tuple[str, str], entry: _Entry, source: str) -> CachedPrompt:
        return CachedPrompt(
            name=key[0],
            label=key[1],
            version=entry.version,
            content=entry.version["content"],
            etag=entry.etag,
            stale=source == "stale",
            source=source,
            checked_at=entry.checked_at,
            error=entry.error if source == "stale" else None,
        )
