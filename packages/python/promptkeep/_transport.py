"""The one place requests are made: auth headers, JSON, TLS, timeouts, retries, typed errors."""

from __future__ import annotations

import http.client
import json
import random
import re
import select
import socket
import ssl
import threading
import time
import weakref
from email.message import Message
from email.utils import parsedate_to_datetime
from typing import Any, Dict, Mapping, NamedTuple, Optional, Tuple, Union
from urllib.parse import urlencode, urlsplit

from .errors import PromptkeepConnectionError, PromptkeepError, error_from_response

__version__ = "0.1.0"
USER_AGENT = "promptkeep-sdk-python/" + __version__

# Methods that may be sent again after a 503 or a lost connection without doing anything twice.
IDEMPOTENT = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})

Query = Mapping[str, Union[str, int, float, bool, None]]
IfMatch = Union[str, Mapping[str, Any]]

# Patched by the tests that check how long a retry waits; nothing else replaces it.
_sleep = time.sleep


class Answer(NamedTuple):
    status: int
    data: Any
    headers: Message
    etag: Optional[str]
    url: str
    """The URL called (the base of a relative Link)."""


class ApiObject(dict):  # type: ignore[type-arg]
    """A JSON object the API returned, as a dict; ``etag`` is the ETag it came with (or None).

    Pass the object itself as ``if_match`` to change it only if nobody changed it since.
    """

    etag: Optional[str] = None


def etag_of(resource: Any) -> Optional[str]:
    """The ETag a resource returned by the client came with, or None (list items carry none)."""
    return getattr(resource, "etag", None)


def etag_for(if_match: IfMatch) -> str:
    """The If-Match value for a tag or a resource; TypeError when the resource has no known ETag."""
    if isinstance(if_match, str):
        return if_match
    tag = etag_of(if_match)
    if not tag:
        raise TypeError(
            "if_match: this object was not returned by the client with an ETag (pass the ETag itself)."
        )
    return tag


def remember(data: Any, etag: Optional[str]) -> Any:
    """Wraps a JSON object in an ApiObject that carries its ETag (other values are kept as they are)."""
    if isinstance(data, dict):
        obj = ApiObject(data)
        obj.etag = etag
        return obj
    return data


def retry_after_seconds(headers: Message, now: Optional[float] = None) -> Optional[float]:
    """Retry-After as seconds or an HTTP date (X-Rate-Limit-Retry-After as a fallback), in seconds."""
    value = headers.get("retry-after") or headers.get("x-rate-limit-retry-after")
    if value is None or not value.strip():
        return None
    value = value.strip()
    if re.fullmatch(r"\d+(\.\d+)?", value):
        return float(value)
    try:
        date = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if date is None:
        return None
    return max(0.0, date.timestamp() - (time.time() if now is None else now))


def _ssl_context(ca: Optional[str], context: Optional[ssl.SSLContext]) -> ssl.SSLContext:
    if context is not None:
        return context
    if ca is None:
        return ssl.create_default_context()
    if "-----BEGIN" in ca:
        return ssl.create_default_context(cadata=ca)
    return ssl.create_default_context(cafile=ca)


class _Connection:
    """A kept-alive connection and how long it may stay idle (the server's Keep-Alive timeout)."""

    def __init__(self, conn: http.client.HTTPConnection) -> None:
        self.conn = conn
        self.idle_since = time.monotonic()
        self.max_idle: Optional[float] = None

    def usable(self) -> bool:
        if self.max_idle is not None and time.monotonic() - self.idle_since > self.max_idle:
            return False
        sock = self.conn.sock
        if sock is None:
            return False
        try:
            # Readable while idle means the server closed it (or sent what nobody asked for).
            readable, _, _ = select.select([sock], [], [], 0)
        except (OSError, ValueError):
            return False
        return not readable


class Transport:
    """Holds the options and a kept-alive connection per thread; safe to share between threads."""

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str,
        workspace_id: Optional[str],
        api_client: Optional[str],
        retries: int,
        timeout: float,
        max_retry_after: float,
        ca: Optional[str],
        ssl_context: Optional[ssl.SSLContext],
    ) -> None:
        """The client's options, as Promptkeep() took them (its signature holds the defaults)."""
        if not base_url:
            raise TypeError("Promptkeep: base_url is required.")
        if not api_key:
            raise TypeError("Promptkeep: api_key is required.")
        parts = urlsplit(base_url)
        if parts.scheme not in ("https", "http") or not parts.hostname:
            raise TypeError("Promptkeep: base_url must be an https:// (or http://) URL, got %r." % base_url)
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.workspace_id = workspace_id
        self.api_client = api_client
        self.retries = max(0, retries)
        self.timeout = timeout
        self.max_retry_after = max_retry_after
        self._ssl = _ssl_context(ca, ssl_context) if parts.scheme == "https" else None
        self._local = threading.local()
        # Every thread's connections, so that close() reaches them all; a thread's are closed when
        # the thread ends (a finalizer on it), so short-lived threads leave no socket behind.
        self._all: "set[_Connection]" = set()
        self._all_lock = threading.Lock()

    # -- URLs -------------------------------------------------------------------------------------

    def url(self, path: str, query: Optional[Query] = None) -> str:
        """``path`` under the base URL (``/v1/...``), with the query's defined values."""
        url = self.base_url + path
        pairs = [(k, _query_value(v)) for k, v in (query or {}).items() if v is not None]
        return url + ("?" + urlencode(pairs) if pairs else "")

    # -- Calls ------------------------------------------------------------------------------------

    def request(self, method: str, path: str, *, query: Optional[Query] = None, **options: Any) -> Answer:
        """``request_url`` on ``path`` under the base URL with ``query`` (``body``, ``if_match``, ...)."""
        return self.request_url(method, self.url(path, query), **options)

    def request_url(
        self,
        method: str,
        url: str,
        *,
        body: Any = None,
        if_match: Optional[IfMatch] = None,
        if_none_match: Optional[str] = None,
        as_: str = "json",
    ) -> Answer:
        """One call, retried when that is safe.

        A 429 always (the service refused it before doing anything), a 503 or a failed connection
        only for idempotent methods. The wait is the answer's Retry-After (never longer than
        max_retry_after: past it the error is raised with ``retry_after`` set) or an exponential
        backoff from 0.25 s, both with jitter so that many clients do not come back in step.
        Timeouts are not retried.
        """
        method = method.upper()
        headers = self._headers(if_match, if_none_match, as_)
        payload: Optional[bytes] = None
        if body is not None:
            payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
            headers["content-type"] = "application/json"
        attempt = 0
        while True:
            backoff = 0.25 * 2**attempt * (0.5 + random.random() / 2)
            try:
                status, answer_headers, data = self._send(method, url, headers, payload)
            except PromptkeepConnectionError as error:
                if error.code == "timeout" or attempt >= self.retries or method not in IDEMPOTENT:
                    raise
                _sleep(backoff)
                attempt += 1
                continue
            if 200 <= status < 300 or status == 304:
                return self._answer(status, answer_headers, data, url, as_)
            text = data.decode("utf-8", "replace")
            wait = retry_after_seconds(answer_headers)
            retryable = status == 429 or (status == 503 and method in IDEMPOTENT)
            if not retryable or attempt >= self.retries or (wait or 0) > self.max_retry_after:
                raise error_from_response(status, answer_headers, text, wait)
            _sleep(backoff if wait is None else wait * (1 + random.random() / 4))
            attempt += 1

    def close(self) -> None:
        """Closes the kept-alive connections of every thread (a later call opens new ones)."""
        with self._all_lock:
            held = list(self._all)
            self._all.clear()
        for one in held:
            one.conn.close()

    # -- Inside -----------------------------------------------------------------------------------

    def _headers(self, if_match: Optional[IfMatch], if_none_match: Optional[str], as_: str) -> Dict[str, str]:
        headers = {
            "x-api-key": self.api_key,
            "accept": "application/json" if as_ == "json" else "*/*",
            "user-agent": USER_AGENT,
        }
        if self.workspace_id:
            headers["x-workspace-id"] = self.workspace_id
        if self.api_client:
            headers["x-api-client"] = self.api_client
        if if_match is not None:
            headers["if-match"] = etag_for(if_match)
        if if_none_match:
            headers["if-none-match"] = if_none_match
        return headers

    def _connection(self, scheme: str, host: str, port: int) -> _Connection:
        pool: Dict[Tuple[str, str, int], _Connection] = getattr(self._local, "connections", None) or {}
        self._local.connections = pool
        key = (scheme, host, port)
        held = pool.get(key)
        if held is not None and held.usable():
            return held
        if held is not None:
            held.conn.close()
        if scheme == "https":
            conn: http.client.HTTPConnection = http.client.HTTPSConnection(
                host, port, timeout=self.timeout, context=self._ssl
            )
        else:
            conn = http.client.HTTPConnection(host, port, timeout=self.timeout)
        held = _Connection(conn)
        pool[key] = held
        with self._all_lock:
            self._all.add(held)
        weakref.finalize(threading.current_thread(), _forget, self._all, self._all_lock, held)
        return held

    def _drop(self, key: Tuple[str, str, int]) -> None:
        held = getattr(self._local, "connections", {}).pop(key, None)
        if held is not None:
            held.conn.close()

    def _send(
        self, method: str, url: str, headers: Dict[str, str], payload: Optional[bytes]
    ) -> Tuple[int, Message, bytes]:
        parts = urlsplit(url)
        scheme = parts.scheme
        host = parts.hostname or ""
        port = parts.port or (443 if scheme == "https" else 80)
        origin = "%s://%s" % (scheme, parts.netloc)
        target = (parts.path or "/") + ("?" + parts.query if parts.query else "")
        key = (scheme, host, port)
        held = self._connection(scheme, host, port)
        try:
            held.conn.request(method, target, body=payload, headers=headers)
            response = held.conn.getresponse()
            data = response.read()
        except socket.timeout as error:
            self._drop(key)
            raise PromptkeepConnectionError(
                "No answer from %s within %g s." % (origin, self.timeout), "timeout"
            ) from error
        except ssl.SSLCertVerificationError as error:
            self._drop(key)
            raise PromptkeepConnectionError(
                "Cannot verify the TLS certificate of %s: %s. Pass ca= with the service's certificate "
                "(a self-signed one: <data-dir>/tls/cert.pem)." % (origin, error.verify_message or error),
                "connection_failed",
            ) from error
        except (OSError, http.client.HTTPException) as error:
            self._drop(key)
            raise PromptkeepConnectionError(
                "Cannot reach %s: %s" % (origin, error or type(error).__name__), "connection_failed"
            ) from error
        if response.will_close:
            self._drop(key)
        else:
            held.idle_since = time.monotonic()
            held.max_idle = _keep_alive_seconds(response.headers)
        return response.status, response.headers, data

    def _answer(self, status: int, headers: Message, data: bytes, url: str, as_: str) -> Answer:
        value: Any
        if status in (204, 304):
            value = None
        elif as_ == "bytes":
            value = data
        elif as_ == "text":
            value = data.decode("utf-8")
        else:
            try:
                value = json.loads(data.decode("utf-8")) if data else None
            except ValueError as error:
                raise PromptkeepError(
                    "The answer of %s is not JSON." % url,
                    status=status,
                    code="invalid_response",
                    headers=headers,
                    trace_id=headers.get("x-trace-id"),
                ) from error
        return Answer(status, value, headers, headers.get("etag"), url)


def _forget(connections: "set[_Connection]", lock: threading.Lock, held: _Connection) -> None:
    with lock:
        connections.discard(held)
    held.conn.close()


def _query_value(value: Union[str, int, float, bool]) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _keep_alive_seconds(headers: Message) -> Optional[float]:
    """How long an idle connection may be reused: a second less than the server's Keep-Alive timeout."""
    m = re.search(r"timeout=(\d+)", headers.get("keep-alive") or "")
    return max(0.0, int(m.group(1)) - 1.0) if m else None
