"""Analyses of a version (each run is stored; ``latest`` reads it back), or of text held elsewhere.

Without ``settings`` the built-in offline analyzer runs; with settings, the model they name (its
tokens are counted against the account).
"""

from __future__ import annotations

from typing import Any

from ..types import Balance, Heatmap, ImprovedVersion, Risk, Scoring
from ._base import Resource, seg

KINDS = ("scoring", "risk", "balance", "heatmap")


def _version(prompt_id: str, version_id: str) -> str:
    return "/v1/prompts/%s/versions/%s" % (seg(prompt_id), seg(version_id))


class Analyses(Resource):
    def _run(self, kind: str, prompt_id: str, version_id: str, body: Any) -> Any:
        return self._one("POST", "%s/%s" % (_version(prompt_id, version_id), kind), body=body)

    def scoring(self, prompt_id: str, version_id: str, **body: Any) -> Scoring:
        """``criteria_id=``, ``use_case=``, ``settings=``, ``force=`` as the API takes them."""
        return self._run("scoring", prompt_id, version_id, body)

    def risk(self, prompt_id: str, version_id: str, **body: Any) -> Risk:
        return self._run("risk", prompt_id, version_id, body)

    def balance(self, prompt_id: str, version_id: str, **body: Any) -> Balance:
        return self._run("balance", prompt_id, version_id, body)

    def heatmap(self, prompt_id: str, version_id: str, **body: Any) -> Heatmap:
        return self._run("heatmap", prompt_id, version_id, body)

    def latest(self, kind: str, prompt_id: str, version_id: str) -> Any:
        """The latest stored result of one analysis of a version (404 when it never ran)."""
        _check(kind)
        return self._one("GET", "%s/%s" % (_version(prompt_id, version_id), kind))

    def improve(self, prompt_id: str, version_id: str, **body: Any) -> ImprovedVersion:
        """A new, non-primary version rewritten from the version's latest scoring (or risk) result."""
        return self._one("POST", _version(prompt_id, version_id) + "/improve", body=body)

    def of_content(self, kind: str, content: str, **body: Any) -> Any:
        """One analysis of text held outside the service (nothing is stored)."""
        _check(kind)
        return self._one("POST", "/v1/prompts/" + kind, body={"content": content, **body})


def _check(kind: str) -> None:
    if kind not in KINDS:
        raise ValueError("kind must be one of %s, got %r" % (", ".join(KINDS), kind))
