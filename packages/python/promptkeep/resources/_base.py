"""What every resource group is made of."""

from __future__ import annotations

from typing import Any, Dict, Optional, Sequence, Union
from urllib.parse import quote

from .._transport import IfMatch, Query, Transport, remember
from ..paging import Paged


class _Unset:
    """A field left out of a request body (None is sent as JSON null: it clears a field)."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()
Expand = Union[str, Sequence[str], None]


def seg(value: str) -> str:
    """A path segment: ids and names are encoded, never trusted to be URL-safe."""
    return quote(value, safe="")


def expand_query(expand: Expand) -> Optional[str]:
    if expand is None or isinstance(expand, str):
        return expand
    return ",".join(expand)


def body_of(fields: Dict[str, Any]) -> Dict[str, Any]:
    """The request body: the fields given, none of those left UNSET."""
    return {k: v for k, v in fields.items() if v is not UNSET}


class Resource:
    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def _one(self, method: str, path: str, **options: Any) -> Any:
        """A single resource (``Transport.request``'s options): a dict that remembers its ETag (for
        ``if_match``, ``etag_of``)."""
        answer = self._transport.request(method, path, **options)
        return remember(answer.data, answer.etag)

    def _none(self, method: str, path: str, *, if_match: Optional[IfMatch] = None) -> None:
        """A call answered by 204 (a deletion)."""
        self._transport.request(method, path, if_match=if_match)

    def _paged(self, path: str, query: Optional[Query] = None, limit: Optional[int] = None) -> Paged[Any]:
        return Paged(self._transport, path, {**(query or {}), "limit": limit})
