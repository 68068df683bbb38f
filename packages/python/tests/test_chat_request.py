"""Chat versions rendered locally, held to the service on the shared cases.

test/contract/chat-render-cases.json is checked against the service's own code
(src/modules/prompts/chat-request.ts, which POST .../render calls and the TypeScript SDK copies) by
test/contract/chat-render.test.ts; here the Python SDK's port (promptkeep/chat_request.py) is held to
the same file: the filled messages, the unused keys, the provider request of each format, and the
same refusals.
"""

from __future__ import annotations

import json
import os
import unittest

from promptkeep import MissingVariablesError, PromptkeepError, flatten_messages, format_of_model, render_version
from promptkeep.chat_request import fill_chat, provider_request

CASES_FILE = os.path.join(os.path.dirname(__file__), "..", "..", "..", "test", "contract", "chat-render-cases.json")


def load_cases():
    with open(CASES_FILE, encoding="utf-8") as f:
        return json.load(f)["chat"]


class SharedChatCases(unittest.TestCase):
    cases = load_cases()

    def test_the_file_has_every_format_and_refusal(self) -> None:
        formats = {c["expected"]["request"]["format"] for c in self.cases if "expected" in c}
        self.assertEqual(formats, {"openai", "anthropic", "gemini", "neutral"})
        for outcome in ("missing", "missing_slots", "invalid_key"):
            self.assertTrue(any(outcome in c for c in self.cases), outcome)

    def test_the_same_messages_and_requests(self) -> None:
        for case in self.cases:
            if "expected" not in case:
                continue
            with self.subTest(case["name"]):
                version = case["version"]
                filled = fill_chat(version["messages"], case["variables"], case["messages"])
                self.assertEqual(filled.messages, case["expected"]["messages"])
                self.assertEqual(filled.unused, case["expected"]["unused"])
                fmt = case.get("format") or format_of_model((version["config"] or {}).get("model"))
                self.assertEqual(provider_request(fmt, filled.messages, version["config"]), case["expected"]["request"])
                # The cache's entry point gives the same.
                rendered = render_version(
                    version, case["variables"], messages=case["messages"], format=case.get("format")
                )
                self.assertEqual(rendered.request, case["expected"]["request"])

    def test_the_same_refusals(self) -> None:
        for case in self.cases:
            if "expected" in case:
                continue
            with self.subTest(case["name"]):
                call = lambda: render_version(case["version"], case["variables"], messages=case["messages"])  # noqa: E731
                if "missing" in case:
                    with self.assertRaises(MissingVariablesError) as raised:
                        call()
                    self.assertEqual(raised.exception.missing, case["missing"])
                elif "missing_slots" in case:
                    with self.assertRaisesRegex(PromptkeepError, "Missing message list\\(s\\) for history"):
                        call()
                elif "invalid_key" in case:
                    with self.assertRaisesRegex(PromptkeepError, "Not a variable name"):
                        call()

    def test_a_text_version_is_one_user_message(self) -> None:
        version = {"content": "Say {{word}}.", "messages": None, "config": {"model": "claude-haiku-4-5"}}
        rendered = render_version(version, {"word": "hi"})
        self.assertEqual(rendered.messages, [{"role": "user", "content": "Say hi."}])
        self.assertEqual(rendered.request["format"], "anthropic")
        self.assertEqual(rendered.request["body"]["max_tokens"], 1024)

    def test_the_flattening(self) -> None:
        items = [
            {"role": "system", "content": "You are {{persona}}."},
            {"placeholder": "history"},
            {"role": "tool", "name": "lookup", "content": "x"},
        ]
        self.assertEqual(
            flatten_messages(items), "[system]\nYou are {{persona}}.\n\n[placeholder history]\n\n[tool lookup]\nx"
        )


if __name__ == "__main__":
    unittest.main()
