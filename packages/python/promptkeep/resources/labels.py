"""Labels: named pointers to a prompt's versions (``production``, ``staging``; ``primary`` is the primary)."""

from __future__ import annotations

from typing import Optional

from ..paging import Paged
from ..types import PromptLabel, Version
from ._base import Resource, seg


def label_path(prompt_name: str, label: str) -> str:
    return "/v1/prompts-by-name/%s/labels/%s" % (seg(prompt_name), seg(label))


class Labels(Resource):
    def list(self, prompt_id: str, *, limit: Optional[int] = None) -> Paged[PromptLabel]:
        return self._paged("/v1/prompts/%s/labels" % seg(prompt_id), limit=limit)

    def set(self, prompt_id: str, label: str, version_id: str) -> PromptLabel:
        """Points ``label`` at a version (creating or moving it). Labels take no If-Match."""
        path = "/v1/prompts/%s/labels/%s" % (seg(prompt_id), seg(label))
        return self._one("PUT", path, body={"version_id": version_id})

    def remove(self, prompt_id: str, label: str) -> None:
        self._none("DELETE", "/v1/prompts/%s/labels/%s" % (seg(prompt_id), seg(label)))

    def get_version(self, prompt_name: str, label: str = "primary") -> Version:
        """The version a label of the prompt named ``prompt_name`` points at (``primary``: the primary)."""
        return self._one("GET", label_path(prompt_name, label))
