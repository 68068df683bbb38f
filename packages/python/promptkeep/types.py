"""Types of the API's objects, as TypedDicts (what the calls return are dicts of these shapes).

Written after the OpenAPI document (GET /v1/openapi.json); tests/test_live.py compares each one
with the document's schema of the same name (``SCHEMAS``), so a field added or renamed by the
service shows up there. Nested analysis results are typed loosely (``Dict[str, Any]``).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, TypedDict

Json = Dict[str, Any]


class ErrorBody(TypedDict):
    status_code: int
    title: str
    message: str
    trace_id: str
    event_id: None


class TokenInfo(TypedDict):
    model: str
    token_count: int
    cost_per_use: float
    cost_per_1k: float
    cost_per_1m: float


class Audited(TypedDict):
    """Who made a versioned resource (or a version) and who changed it last, and when."""

    created: str
    created_by: str
    created_by_id: Optional[str]
    updated: str
    updated_by: str
    updated_by_id: Optional[str]


class Version(Audited):
    version_id: str
    prompt_id: str
    name: Optional[str]
    is_primary: bool
    labels: List[str]
    content: str
    variables: List[str]
    token_info: TokenInfo
    # Issue 25: "text" or "chat"; a chat version's messages (and message placeholders); its model config.
    type: str
    messages: Optional[List[Json]]
    config: Optional[Json]
    scoring: Optional[Json]
    risk: Optional[Json]
    balance: Optional[Json]
    heatmap: Optional[Json]


class Prompt(Audited):
    prompt_id: str
    workspace_id: str
    name: str
    use_case: Optional[str]
    project_id: Optional[str]
    versions: List[Version]


class _ProjectFields(Audited):
    project_id: str
    workspace_id: str
    name: str
    brief: Optional[str]


class Project(_ProjectFields, total=False):
    """A named folder of prompts; ``prompts`` only with ``expand=prompts``."""

    prompts: List[Prompt]


class PromptLabel(TypedDict):
    label: str
    version_id: str
    prompt_id: str
    created_at: str
    updated_at: str


class RenderTokenInfo(TypedDict):
    model: str
    token_count: Optional[int]
    cost_per_use: Optional[float]
    cost_per_1k: Optional[float]
    cost_per_1m: Optional[float]
    tokenizer: Optional[str]
    exact: bool
    reason: Optional[str]


class ResolvedInclude(TypedDict):
    include: str
    prompt_id: str
    version_id: str
    depth: int


class RenderedPrompt(TypedDict):
    prompt_id: str
    version_id: str
    content: str
    variables_used: List[str]
    variables_unused: List[str]
    token_info: RenderTokenInfo
    # Issue 25: the filled messages of a chat version (null for text) and the provider request.
    type: str
    messages: Optional[List[Json]]
    messages_unused: List[str]
    config: Optional[Json]
    request: Json
    includes: List[ResolvedInclude]


class ImprovedVersion(Version):
    """The answer of ``analyses.improve``: the new version, with the estimate of what the rewrite cost."""

    estimate: Json


class VersionDiff(TypedDict):
    prompt_id: str
    from_version_id: str
    to_version_id: str
    unified_diff: str
    minimal: bool
    stats: Json
    types: Json
    config_diff: str
    token_info_model: str
    tokens: Json
    cost: Json
    scoring: Optional[Json]
    risk: Optional[Json]


class CountResult(TypedDict):
    model: str
    token_count: Optional[int]
    token_cost: Optional[float]
    tokenizer: Optional[str]
    exact: bool
    reason: Optional[str]
    # Only with estimate=true: {count, method, error_band}, or null where the count is exact.
    estimate: Optional[Json]
    # Only with expected_output_tokens: input, output and cached-input costs (issue 25).
    cost: Json


class Model(TypedDict):
    author: str
    name: str
    display_name: str
    price_per_input_token: Optional[float]
    price_per_output_token: Optional[float]
    price_per_cached_input_token: Optional[float]
    context_window: Optional[int]
    max_output_tokens: Optional[int]
    tokenizer: Optional[str]
    exact: bool
    count_source: Optional[str]


class Criterion(TypedDict):
    criterion_id: str
    slug: str
    label: str
    description: str
    questions: str
    weight: int


class CriterionInput(TypedDict):
    slug: str
    label: str
    description: str
    questions: str
    weight: int


class Criteria(TypedDict):
    criteria_id: str
    name: str
    use_case: Optional[str]
    is_default: bool
    criterion_set: List[Criterion]


class ContextVersion(Audited):
    version_id: str
    context_id: str
    name: Optional[str]
    is_primary: bool
    type: str
    content: Optional[str]
    file: Optional[Json]
    token_info: Optional[TokenInfo]


class Context(Audited):
    context_id: str
    workspace_id: str
    name: str
    description: Optional[str]
    versions: List[ContextVersion]


class Scoring(TypedDict):
    version_timestamp: Optional[str]
    scoring_timestamp: Optional[str]
    overall_score: float
    rating: str
    summary: Json
    criteria: Json
    # The offline analyzer's (or the model's) statement of what the result is and how sure.
    estimate: Optional[Json]


class Risk(TypedDict):
    version_timestamp: Optional[str]
    risk_timestamp: Optional[str]
    summary: Json
    bias_analysis: Json
    ethical_analysis: Json
    safety_analysis: Json
    # The offline analyzer's (or the model's) statement of what the result is and how sure.
    estimate: Optional[Json]


class Balance(TypedDict):
    version_timestamp: Optional[str]
    balance_timestamp: Optional[str]
    summary: Json
    categories: List[Json]
    phrases: List[Json]
    # The offline analyzer's (or the model's) statement of what the result is and how sure.
    estimate: Optional[Json]


class Heatmap(TypedDict):
    version_timestamp: Optional[str]
    heatmap_timestamp: Optional[str]
    summary: str
    phrases: List[Json]
    # The offline analyzer's (or the model's) statement of what the result is and how sure.
    estimate: Optional[Json]


class ImportReport(TypedDict):
    created: Json
    updated: Json
    unchanged: Json


class _WorkspaceDocumentFields(TypedDict):
    format: str
    format_version: float
    exported_at: str
    prompts: List[Json]
    scoring_criteria: List[Json]
    contexts: List[Json]
    context_packs: List[Json]


class WorkspaceDocument(_WorkspaceDocumentFields, total=False):
    """``projects`` is absent in documents written before projects."""

    projects: List[Json]


# The OpenAPI schema (components.schemas) each type is written after.
SCHEMAS: Dict[str, Any] = {
    "Error": ErrorBody,
    "TokenInfo": TokenInfo,
    "Version": Version,
    "Prompt": Prompt,
    "Project": Project,
    "PromptLabel": PromptLabel,
    "RenderedPrompt": RenderedPrompt,
    "ResolvedInclude": ResolvedInclude,
    "VersionDiff": VersionDiff,
    "CountResult": CountResult,
    "Model": Model,
    "Criterion": Criterion,
    "CriterionInput": CriterionInput,
    "Criteria": Criteria,
    "ContextVersion": ContextVersion,
    "Context": Context,
    "Scoring": Scoring,
    "Risk": Risk,
    "Balance": Balance,
    "Heatmap": Heatmap,
    "ImportReport": ImportReport,
    "WorkspaceDocument": WorkspaceDocument,
}
