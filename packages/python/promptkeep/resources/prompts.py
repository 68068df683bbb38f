"""Prompts and their versions."""

from __future__ import annotations

from typing import Any, Dict, Optional

from .._transport import IfMatch
from ..paging import Paged
from ..types import Prompt, RenderedPrompt, Version, VersionDiff
from ._base import UNSET, Expand, Resource, body_of, expand_query, seg


def _prompt(prompt_id: str) -> str:
    return "/v1/prompts/" + seg(prompt_id)


def _versions(prompt_id: str) -> str:
    return _prompt(prompt_id) + "/versions"


class Prompts(Resource):
    """Prompts: a name, a use case, and versions (one of them primary)."""

    def get(self, prompt_id: str, *, expand: Expand = None) -> Prompt:
        return self._one("GET", _prompt(prompt_id), query={"expand": expand_query(expand)})

    def get_by_name(self, name: str, *, expand: Expand = None) -> Prompt:
        """The prompt named ``name`` in the workspace (the oldest if several are); 404 when none."""
        return self._one("GET", "/v1/prompts-by-name/" + seg(name), query={"expand": expand_query(expand)})

    def list(
        self,
        *,
        name: Optional[str] = None,
        project_id: Optional[str] = None,
        expand: Expand = None,
        limit: Optional[int] = None,
    ) -> Paged[Prompt]:
        """Every prompt, by name; ``name`` filters to that exact name, ``project_id`` to a project's
        prompts (``"none"``: those in no project)."""
        query = {"name": name, "project_id": project_id, "expand": expand_query(expand)}
        return self._paged("/v1/prompts", query, limit)

    def create(
        self,
        name: str,
        *,
        use_case: Any = UNSET,
        content: Any = UNSET,
        version_name: Any = UNSET,
        variables: Any = UNSET,
        project_id: Any = UNSET,
        **fields: Any,
    ) -> Prompt:
        """With ``content``, the first version is created too and becomes primary."""
        body = body_of(
            dict(
                name=name,
                use_case=use_case,
                project_id=project_id,
                content=content,
                version_name=version_name,
                variables=variables,
            )
        )
        return self._one("POST", "/v1/prompts", body={**body, **fields})

    def update(
        self,
        prompt_id: str,
        *,
        name: Any = UNSET,
        use_case: Any = UNSET,
        project_id: Any = UNSET,
        if_match: Optional[IfMatch] = None,
        **fields: Any,
    ) -> Prompt:
        """Renames it, changes its use case or its project (``None`` clears either)."""
        body = {**body_of(dict(name=name, use_case=use_case, project_id=project_id)), **fields}
        return self._one("PATCH", _prompt(prompt_id), body=body, if_match=if_match)

    def delete(self, prompt_id: str, *, if_match: Optional[IfMatch] = None) -> None:
        """Deletes the prompt and all its versions."""
        self._none("DELETE", _prompt(prompt_id), if_match=if_match)

    def render(
        self,
        prompt_id: str,
        variables: Dict[str, str],
        *,
        label: Optional[str] = None,
        version_id: Optional[str] = None,
        model: Optional[str] = None,
        messages: Optional[Dict[str, Any]] = None,
        format: Optional[str] = None,
    ) -> RenderedPrompt:
        """Fills the variables of a version (by id or label; the primary by default) on the server.

        A chat version: ``messages`` gives its message placeholders' lists (name → messages), and
        ``format`` (openai, anthropic, gemini, neutral) the provider request's (docs/chat-versions.md).
        """
        body = {"variables": variables, "label": label, "version_id": version_id, "model": model}
        body.update({"messages": messages, "format": format})
        return self._one(
            "POST", _prompt(prompt_id) + "/render", body={k: v for k, v in body.items() if v is not None}
        )

    def diff(self, prompt_id: str, from_version: str, to_version: str) -> VersionDiff:
        """Compares two versions: a unified diff of the content, and the token, cost and score deltas."""
        return self._one("GET", _prompt(prompt_id) + "/diff", query={"from": from_version, "to": to_version})


class Versions(Resource):
    """A prompt's versions."""

    def list(self, prompt_id: str, *, expand: Expand = None, limit: Optional[int] = None) -> Paged[Version]:
        """Most recently updated first."""
        return self._paged(_versions(prompt_id), {"expand": expand_query(expand)}, limit)

    def get(self, prompt_id: str, version_id: str, *, expand: Expand = None) -> Version:
        path = _versions(prompt_id) + "/" + seg(version_id)
        return self._one("GET", path, query={"expand": expand_query(expand)})

    def create(
        self,
        prompt_id: str,
        content: str,
        *,
        name: Any = UNSET,
        variables: Any = UNSET,
        is_primary: Any = UNSET,
        **fields: Any,
    ) -> Version:
        """A new version; primary if it is the first, or with ``is_primary=True``."""
        body = body_of(dict(content=content, name=name, variables=variables, is_primary=is_primary))
        return self._one("POST", _versions(prompt_id), body={**body, **fields})

    def update(
        self,
        prompt_id: str,
        version_id: str,
        *,
        name: Any = UNSET,
        content: Any = UNSET,
        variables: Any = UNSET,
        is_primary: Any = UNSET,
        if_match: Optional[IfMatch] = None,
        **fields: Any,
    ) -> Version:
        body = {**body_of(dict(name=name, content=content, variables=variables, is_primary=is_primary)), **fields}
        path = _versions(prompt_id) + "/" + seg(version_id)
        return self._one("PATCH", path, body=body, if_match=if_match)

    def delete(self, prompt_id: str, version_id: str, *, if_match: Optional[IfMatch] = None) -> None:
        self._none("DELETE", _versions(prompt_id) + "/" + seg(version_id), if_match=if_match)

    def set_primary(self, prompt_id: str, version_id: str, *, if_match: Optional[IfMatch] = None) -> Version:
        """Makes this version the primary one (the previous primary stops being it, atomically)."""
        return self.update(prompt_id, version_id, is_primary=True, if_match=if_match)
