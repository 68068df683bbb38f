"""Paged lists (docs/api.md, "Paging"): iterators that follow the ``Link: <...>; rel="next"`` header."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Generic, Iterator, List, Optional, TypeVar
from urllib.parse import urljoin

from ._transport import Query, Transport

T = TypeVar("T")

_LINK = re.compile(r"^<([^>]*)>(.*)$")
_REL = re.compile(r';\s*rel="?([^";]*)"?', re.IGNORECASE)


def next_link(link: Optional[str]) -> Optional[str]:
    """The URL of ``rel="next"`` in a Link header (RFC 8288), or None on the last page."""
    if not link:
        return None
    for part in link.split(","):
        m = _LINK.match(part.strip())
        if not m:
            continue
        rel = _REL.search(m.group(2))
        if rel and "next" in rel.group(1).lower().split():
            return m.group(1)
    return None


@dataclass(frozen=True)
class Page(Generic[T]):
    """One page of a list."""

    items: List[T]
    next: Optional[str]
    """The absolute URL of the next page, or None on the last one."""


class Paged(Generic[T]):
    """A paged list. Iterate it for every item across pages; ``pages()`` page by page; ``all()``.

    Each page is fetched when it is reached, by following the ``Link: <...>; rel="next"`` the
    previous one announced, so nothing is read ahead:

        for prompt in pk.prompts.list(expand="versions", limit=200):
            print(prompt["name"])
    """

    def __init__(
        self,
        transport: Transport,
        path: str,
        query: Optional[Query] = None,
        wrap: Optional[Callable[[Any], T]] = None,
    ) -> None:
        self._transport = transport
        self._first = transport.url(path, query)
        self._wrap = wrap

    def page(self, url: Optional[str] = None) -> Page[T]:
        """One page from its URL (the first one without an argument)."""
        answer = self._transport.request_url("GET", url or self._first)
        link = next_link(answer.headers.get("link"))
        items = list(answer.data or [])
        if self._wrap is not None:
            items = [self._wrap(item) for item in items]
        return Page(items, None if link is None else urljoin(answer.url, link))

    def pages(self) -> Iterator[Page[T]]:
        url: Optional[str] = self._first
        while url is not None:
            page = self.page(url)
            yield page
            url = page.next

    def __iter__(self) -> Iterator[T]:
        for page in self.pages():
            for item in page.items:
                yield item

    def all(self) -> List[T]:
        """Every item of every page."""
        return list(self)
