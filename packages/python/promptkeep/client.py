"""The Promptkeep API client."""

from __future__ import annotations

import ssl
import time
from typing import Any, Callable, Optional

from ._transport import Answer, IfMatch, Query, Transport
from .paging import Paged
from .prompt_cache import PromptCache
from .resources.analyses import Analyses
from .resources.contexts import Contexts
from .resources.criteria import CriteriaResource
from .resources.labels import Labels
from .resources.projects import Projects
from .resources.prompts import Prompts, Versions
from .resources.tokens import Tokens
from .resources.workspace import Workspace
from .types import RenderedPrompt, VersionDiff


class Promptkeep:
    """The Promptkeep API client: one per key and workspace, safe to share between threads.

        pk = Promptkeep(base_url="https://promptkeep.example.com", api_key=KEY, workspace_id=WS)
        for prompt in pk.prompts.list():
            print(prompt["name"])

    Args:
        base_url: where the service is (a path prefix is kept).
        api_key: sent as X-Api-Key (never in a URL).
        workspace_id: needed by the prompt area (prompts, criteria, contexts, ...); X-Workspace-Id.
        api_client: when the account requires API client ids; X-Api-Client.
        retries: retries after a 429, a 503 or a failed connection (idempotent methods only for
            the last two); 2 by default, 0 turns them off.
        timeout: seconds to connect, and to wait for each part of the answer (60).
        max_retry_after: a Retry-After longer than this (seconds) is not waited for: the error is
            raised with ``retry_after`` set (60).
        ca: the certificate(s) to trust, as a PEM file path or PEM text: the service's
            self-signed certificate (``<data-dir>/tls/cert.pem``) or your CA. The system's CAs
            otherwise.
        ssl_context: an ``ssl.SSLContext`` of your own instead (client certificates, pinning).
    """

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        workspace_id: Optional[str] = None,
        api_client: Optional[str] = None,
        retries: int = 2,
        timeout: float = 60.0,
        max_retry_after: float = 60.0,
        ca: Optional[str] = None,
        ssl_context: Optional[ssl.SSLContext] = None,
    ) -> None:
        self._transport = Transport(
            base_url=base_url,
            api_key=api_key,
            workspace_id=workspace_id,
            api_client=api_client,
            retries=retries,
            timeout=timeout,
            max_retry_after=max_retry_after,
            ca=ca,
            ssl_context=ssl_context,
        )
        t = self._transport
        self.tokens = Tokens(t)
        self.prompts = Prompts(t)
        self.projects = Projects(t)
        self.versions = Versions(t)
        self.labels = Labels(t)
        self.analyses = Analyses(t)
        self.criteria = CriteriaResource(t)
        self.contexts = Contexts(t)
        self.workspace = Workspace(t)

    def render(self, prompt_id: str, variables: Any, **options: Any) -> RenderedPrompt:
        """Fills a version's variables on the server (see ``prompts.render``)."""
        return self.prompts.render(prompt_id, variables, **options)

    def diff(self, prompt_id: str, from_version: str, to_version: str) -> VersionDiff:
        """Compares two versions of a prompt (see ``prompts.diff``)."""
        return self.prompts.diff(prompt_id, from_version, to_version)

    def prompt_cache(
        self, *, ttl: float = 60.0, clock: Callable[[], float] = time.time, resolve: bool = True
    ) -> PromptCache:
        """A cache of prompts by name and label for an application (see PromptCache); ``resolve``:
        includes resolved by the service (the default), else the text as stored."""
        return PromptCache(self._transport, ttl=ttl, clock=clock, resolve=resolve)

    def request(
        self,
        method: str,
        path: str,
        *,
        query: Optional[Query] = None,
        body: Any = None,
        if_match: Optional[IfMatch] = None,
        if_none_match: Optional[str] = None,
        as_: str = "json",
    ) -> Answer:
        """Any call the resource methods do not cover (``path`` under the base URL)."""
        return self._transport.request(
            method, path, query=query, body=body, if_match=if_match, if_none_match=if_none_match, as_=as_
        )

    def paged(self, path: str, query: Optional[Query] = None) -> Paged[Any]:
        """Any list the resource methods do not cover, paged as theirs are (e.g. ``/v1/account/keys``)."""
        return Paged(self._transport, path, query)

    def close(self) -> None:
        """Closes the kept-alive connections of every thread (also done by ``with``)."""
        self._transport.close()

    def __enter__(self) -> "Promptkeep":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
