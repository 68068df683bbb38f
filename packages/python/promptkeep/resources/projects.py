"""Projects: named folders of prompts (a prompt joins one with ``project_id``)."""

from __future__ import annotations

from typing import Any, Optional

from ..paging import Paged
from ..types import Project
from ._base import UNSET, Resource, body_of, seg


def _one(project_id: str) -> str:
    return "/v1/projects/" + seg(project_id)


class Projects(Resource):
    def list(self, *, limit: Optional[int] = None) -> Paged[Project]:
        """By name (case-insensitive)."""
        return self._paged("/v1/projects", limit=limit)

    def get(self, project_id: str, *, expand: Optional[str] = None) -> Project:
        """With ``expand="prompts"``, its prompts too (each with its primary version)."""
        return self._one("GET", _one(project_id), query={"expand": expand})

    def create(self, name: str, *, brief: Any = UNSET, **fields: Any) -> Project:
        """The name is unique in the workspace whatever its case (else a 409)."""
        return self._one("POST", "/v1/projects", body={**body_of(dict(name=name, brief=brief)), **fields})

    def update(self, project_id: str, *, name: Any = UNSET, brief: Any = UNSET, **fields: Any) -> Project:
        """Renames it or changes its brief (``brief=None`` clears it)."""
        return self._one("PATCH", _one(project_id), body={**body_of(dict(name=name, brief=brief)), **fields})

    def delete(self, project_id: str, *, move_prompts: bool = False) -> None:
        """A project holding prompts is a 409 unless ``move_prompts``: they go to no project."""
        query = {"move_prompts": "true"} if move_prompts else None
        self._transport.request("DELETE", _one(project_id), query=query)
