"""Token counting: the model catalog and counts with prices."""

from __future__ import annotations

from typing import List, Optional, Sequence

from ..paging import Paged
from ..types import CountResult, Model
from ._base import Resource


class Tokens(Resource):
    def count(self, input: str, models: Sequence[str], *, type: str = "text") -> List[CountResult]:
        """Counts and prices ``input`` for each model, in the order given."""
        body = {"input": input, "type": type, "models": list(models)}
        return self._transport.request("POST", "/v1/tokens/count", body=body).data

    def models(
        self, *, author: Optional[str] = None, name: Optional[str] = None, limit: Optional[int] = None
    ) -> Paged[Model]:
        """The catalog, optionally one author's models or the one model of a name."""
        return self._paged("/v1/tokens/models", {"author": author, "name": name}, limit)

    def authors(self, *, limit: Optional[int] = None) -> Paged[str]:
        return self._paged("/v1/tokens/authors", limit=limit)
