"""The whole workspace as one JSON document (prompts with versions and labels, criteria, contexts, packs)."""

from __future__ import annotations

from ..types import ImportReport, WorkspaceDocument
from ._base import Resource


class Workspace(Resource):
    def export(self) -> WorkspaceDocument:
        return self._one("GET", "/v1/workspace/export")

    def import_(self, document: WorkspaceDocument) -> ImportReport:
        """Idempotent: importing the same document twice creates nothing the second time."""
        return self._one("POST", "/v1/workspace/import", body=document)
