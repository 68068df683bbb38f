"""Scoring criteria (sets of weighted criterion) and their criterion."""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from ..paging import Paged
from ..types import Criteria, Criterion, CriterionInput
from ._base import UNSET, Resource, body_of, seg

_C = "/v1/prompts/scoring/criteria"


def _one(criteria_id: str) -> str:
    return _C + "/" + seg(criteria_id)


def _criterion(criteria_id: str, criterion_id: Optional[str] = None) -> str:
    path = _one(criteria_id) + "/criterionset"
    return path if criterion_id is None else path + "/" + seg(criterion_id)


class CriteriaResource(Resource):
    def list(self, *, limit: Optional[int] = None) -> Paged[Criteria]:
        """By name; the built-in Default (``sca_default``) ends the list."""
        return self._paged(_C, limit=limit)

    def get(self, criteria_id: str) -> Criteria:
        return self._one("GET", _one(criteria_id))

    def create(
        self, name: str, *, use_case: Any = UNSET, criterion_set: Any = UNSET, **fields: Any
    ) -> Criteria:
        body = body_of(dict(name=name, use_case=use_case, criterion_set=criterion_set))
        return self._one("POST", _C, body={**body, **fields})

    def replace(self, criteria_id: str, name: str, *, use_case: Any = UNSET, **fields: Any) -> Criteria:
        body = body_of(dict(name=name, use_case=use_case))
        return self._one("PUT", _one(criteria_id), body={**body, **fields})

    def update(self, criteria_id: str, *, name: Any = UNSET, use_case: Any = UNSET, **fields: Any) -> Criteria:
        return self._one("PATCH", _one(criteria_id), body={**body_of(dict(name=name, use_case=use_case)), **fields})

    def delete(self, criteria_id: str) -> None:
        self._none("DELETE", _one(criteria_id))

    def generate(
        self, *, use_case: Any = UNSET, settings: Any = UNSET, criteria_id: Optional[str] = None
    ) -> Dict[str, List[CriterionInput]]:
        """Criterion proposed for a use case (or, with a criteria id, more for those criteria)."""
        path = _C + "/generate" if criteria_id is None else _one(criteria_id) + "/generate"
        return self._one("POST", path, body=body_of(dict(use_case=use_case, settings=settings)))

    def add_criterion(self, criteria_id: str, criterion: CriterionInput) -> Criterion:
        return self._one("POST", _criterion(criteria_id), body=criterion)

    def get_criterion(self, criteria_id: str, criterion_id: str) -> Criterion:
        return self._one("GET", _criterion(criteria_id, criterion_id))

    def update_criterion(self, criteria_id: str, criterion_id: str, **fields: Any) -> Criterion:
        return self._one("PATCH", _criterion(criteria_id, criterion_id), body=fields)

    def replace_criterion(self, criteria_id: str, criterion_id: str, criterion: CriterionInput) -> Criterion:
        return self._one("PUT", _criterion(criteria_id, criterion_id), body=criterion)

    def delete_criterion(self, criteria_id: str, criterion_id: str) -> None:
        self._none("DELETE", _criterion(criteria_id, criterion_id))
