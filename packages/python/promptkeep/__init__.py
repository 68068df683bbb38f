"""promptkeep: the official Python client of the Promptkeep API (standard library only).

    from promptkeep import Promptkeep
    pk = Promptkeep("https://localhost:8443", KEY, workspace_id=WS, ca="data/tls/cert.pem")

See packages/python/README.md and docs/sdk.md.
"""

from ._placeholders import Part
from .chat_request import RenderedRequest, flatten_messages, format_of_model, provider_request, render_version
from ._transport import USER_AGENT, Answer, ApiObject, __version__, etag_of
from .client import Promptkeep
from .errors import MissingVariablesError, PromptkeepConnectionError, PromptkeepError
from .paging import Page, Paged, next_link
from .prompt_cache import CachedPrompt, PromptCache
from .resources._base import UNSET
from .template import fill_template, template_parts, variables_of

__all__ = [
    "Answer",
    "ApiObject",
    "CachedPrompt",
    "MissingVariablesError",
    "Page",
    "Paged",
    "Part",
    "Promptkeep",
    "PromptkeepConnectionError",
    "PromptkeepError",
    "PromptCache",
    "RenderedRequest",
    "UNSET",
    "USER_AGENT",
    "__version__",
    "etag_of",
    "fill_template",
    "flatten_messages",
    "format_of_model",
    "next_link",
    "provider_request",
    "render_version",
    "template_parts",
    "variables_of",
]
