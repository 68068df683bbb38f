"""Contexts: reusable text or files, each with versions."""

from __future__ import annotations

import base64
from typing import Any, Optional, Union

from .._transport import IfMatch
from ..paging import Paged
from ..types import Context, ContextVersion
from ._base import UNSET, Expand, Resource, body_of, expand_query, seg

# A file's bytes (sent as base64), or base64 text already.
FileData = Union[bytes, bytearray, memoryview, str]


def _b64(data: FileData) -> str:
    if isinstance(data, str):
        return data
    return base64.b64encode(bytes(data)).decode("ascii")


def _one(context_id: str) -> str:
    return "/v1/contexts/" + seg(context_id)


def _version(context_id: str, version_id: str) -> str:
    return _one(context_id) + "/versions/" + seg(version_id)


class Contexts(Resource):
    def list(self, *, expand: Expand = None, limit: Optional[int] = None) -> Paged[Context]:
        return self._paged("/v1/contexts", {"expand": expand_query(expand)}, limit)

    def get(self, context_id: str, *, expand: Expand = None) -> Context:
        return self._one("GET", _one(context_id), query={"expand": expand_query(expand)})

    def create_text(
        self, name: str, content: str, *, description: Any = UNSET, version_name: Any = UNSET, **fields: Any
    ) -> Context:
        body = body_of(dict(name=name, content=content, description=description, version_name=version_name))
        return self._one("POST", "/v1/contexts/text", body={**body, **fields})

    def create_file(
        self,
        name: str,
        *,
        filename: str,
        media_type: str,
        data: FileData,
        description: Any = UNSET,
        version_name: Any = UNSET,
        **fields: Any,
    ) -> Context:
        """A file context: PDF, DOCX, text files and images (the service checks the bytes match the type)."""
        body = body_of(
            dict(
                name=name,
                filename=filename,
                media_type=media_type,
                data=_b64(data),
                description=description,
                version_name=version_name,
            )
        )
        return self._one("POST", "/v1/contexts/file", body={**body, **fields})

    def update(
        self,
        context_id: str,
        *,
        name: Any = UNSET,
        description: Any = UNSET,
        if_match: Optional[IfMatch] = None,
        **fields: Any,
    ) -> Context:
        body = {**body_of(dict(name=name, description=description)), **fields}
        return self._one("PATCH", _one(context_id), body=body, if_match=if_match)

    def delete(self, context_id: str, *, if_match: Optional[IfMatch] = None) -> None:
        self._none("DELETE", _one(context_id), if_match=if_match)

    def list_versions(self, context_id: str, *, limit: Optional[int] = None) -> Paged[ContextVersion]:
        return self._paged(_one(context_id) + "/versions", limit=limit)

    def get_version(self, context_id: str, version_id: str) -> ContextVersion:
        return self._one("GET", _version(context_id, version_id))

    def create_text_version(
        self, context_id: str, content: str, *, name: Any = UNSET, is_primary: Any = UNSET
    ) -> ContextVersion:
        body = body_of(dict(content=content, name=name, is_primary=is_primary))
        return self._one("POST", _one(context_id) + "/versions/text", body=body)

    def create_file_version(
        self,
        context_id: str,
        *,
        filename: str,
        media_type: str,
        data: FileData,
        name: Any = UNSET,
        is_primary: Any = UNSET,
    ) -> ContextVersion:
        body = body_of(
            dict(filename=filename, media_type=media_type, data=_b64(data), name=name, is_primary=is_primary)
        )
        return self._one("POST", _one(context_id) + "/versions/file", body=body)

    def update_text_version(
        self,
        context_id: str,
        version_id: str,
        *,
        content: Any = UNSET,
        name: Any = UNSET,
        is_primary: Any = UNSET,
        if_match: Optional[IfMatch] = None,
    ) -> ContextVersion:
        body = body_of(dict(content=content, name=name, is_primary=is_primary))
        return self._one("PATCH", _version(context_id, version_id) + "/text", body=body, if_match=if_match)

    def delete_version(self, context_id: str, version_id: str, *, if_match: Optional[IfMatch] = None) -> None:
        self._none("DELETE", _version(context_id, version_id), if_match=if_match)

    def content(self, context_id: str, version_id: str) -> bytes:
        """A file version's original bytes (a text version's text, as UTF-8)."""
        return self._transport.request("GET", _version(context_id, version_id) + "/content", as_="bytes").data
