"""Typed errors: every failure of a call is a PromptkeepError (docs/sdk.md, "Errors")."""

from __future__ import annotations

import json
from email.message import Message
from typing import Any, Dict, List, Optional

# A stable name per status, so callers can branch without remembering numbers (as the TS SDK).
_CODES: Dict[int, str] = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    409: "conflict",
    412: "precondition_failed",
    413: "payload_too_large",
    415: "unsupported_media_type",
    429: "rate_limited",
    500: "internal",
    502: "bad_gateway",
    503: "unavailable",
    504: "gateway_timeout",
}


class PromptkeepError(Exception):
    """An answer of the API with an error status (or, as PromptkeepConnectionError, no answer).

    Attributes:
        status: the HTTP status; 0 when no answer came.
        code: ``bad_request``, ``not_found``, ``precondition_failed``, ``rate_limited``, ... (from
            the status), or ``connection_failed`` / ``timeout`` / ``invalid_response``.
        message: the service's message (the error body's ``message``).
        trace_id: the request id the service logged the request under (``X-Trace-Id``, else the
            body's ``trace_id``): quote it in a support request.
        body: the spec's error body ``{status_code, title, message, trace_id, event_id}``, when
            the answer had one.
        headers: the answer's headers (case-insensitive ``headers.get(name)``), when there was one.
        retry_after: when the answer said when to try again (``Retry-After``), in seconds.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int,
        code: Optional[str] = None,
        trace_id: Optional[str] = None,
        body: Optional[Dict[str, Any]] = None,
        headers: Optional[Message] = None,
        retry_after: Optional[float] = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code or _CODES.get(status, "http_%d" % status)
        self.trace_id = trace_id
        self.body = body
        self.headers = headers
        self.retry_after = retry_after

    def __str__(self) -> str:
        where = " (trace %s)" % self.trace_id if self.trace_id else ""
        return "%s%s" % (self.message, where)

    def __repr__(self) -> str:
        return "%s(status=%d, code=%r, message=%r, trace_id=%r)" % (
            type(self).__name__,
            self.status,
            self.code,
            self.message,
            self.trace_id,
        )


class PromptkeepConnectionError(PromptkeepError):
    """No answer at all: the service is unreachable, TLS failed, or the timeout passed."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message, status=0, code=code)


class MissingVariablesError(PromptkeepError):
    """Some placeholders had no value: ``missing`` lists them as the content writes them."""

    def __init__(self, missing: List[str]) -> None:
        super().__init__(
            "Missing variables: %s." % ", ".join(missing), status=400, code="missing_variables"
        )
        self.missing = list(missing)


def error_from_response(
    status: int, headers: Message, text: str, retry_after: Optional[float]
) -> PromptkeepError:
    """The error for a non-2xx answer, from its body (the JSON error body, or whatever text came)."""
    body: Optional[Dict[str, Any]] = None
    try:
        parsed = json.loads(text)
        if isinstance(parsed, dict):
            body = parsed
    except ValueError:
        pass  # Not JSON (a proxy's page): the message says what came instead.
    message = body.get("message") if body else None
    if not isinstance(message, str):
        message = text.strip()[:200] or "HTTP %d" % status
    trace_id = headers.get("x-trace-id") or (body.get("trace_id") if body else None) or None
    return PromptkeepError(
        message,
        status=status,
        trace_id=trace_id,
        body=body,
        headers=headers,
        retry_after=retry_after,
    )
