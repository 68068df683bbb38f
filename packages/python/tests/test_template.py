"""Local rendering held to the service's own outcomes on the shared placeholder cases.

test/contract/placeholder-cases.json is checked against the service's code (and the TypeScript
SDK's and the console's) by test/contract/placeholders.test.ts; here the Python SDK is held to the
same file. test_live.py also renders the cases on a live service and compares.
"""

from __future__ import annotations

import json
import os
import unittest

from promptkeep import MissingVariablesError, PromptkeepError, fill_template, template_parts, variables_of
from promptkeep._placeholders import includes_in

CASES_FILE = os.path.join(
    os.path.dirname(__file__), "..", "..", "..", "test", "contract", "placeholder-cases.json"
)


def load_cases():
    with open(CASES_FILE, encoding="utf-8") as f:
        return json.load(f)


class SharedCases(unittest.TestCase):
    cases = load_cases()

    def test_the_file_has_cases_of_every_outcome(self) -> None:
        self.assertGreaterEqual(len(self.cases["placeholders"]), 10)
        for outcome in ("result", "missing", "invalid_key"):
            self.assertTrue(any(outcome in c for c in self.cases["fills"]), outcome)

    def test_the_same_includes(self) -> None:
        for case in self.cases["includes"]:
            with self.subTest(content=case["content"]):
                self.assertEqual(includes_in(case["content"]), case["includes"])

    def test_the_same_placeholders(self) -> None:
        for case in self.cases["placeholders"]:
            with self.subTest(content=case["content"]):
                self.assertEqual(variables_of(case["content"]), case["placeholders"])

    def test_the_parts_are_the_text_cut_at_the_same_placeholders(self) -> None:
        for case in self.cases["placeholders"]:
            with self.subTest(content=case["content"]):
                parts = template_parts(case["content"])
                self.assertEqual("".join(p.text for p in parts), case["content"])
                marked = [p.placeholder for p in parts if p.placeholder is not None]
                self.assertEqual(list(dict.fromkeys(marked)), case["placeholders"])
                for part in parts:
                    if part.placeholder is not None:
                        self.assertEqual(variables_of(part.text), [part.placeholder])

    def test_the_same_fills(self) -> None:
        for case in self.cases["fills"]:
            content, variables = case["content"], case["variables"]
            with self.subTest(content=content, variables=variables):
                if "result" in case:
                    self.assertEqual(fill_template(content, variables), case["result"])
                elif "section_error" in case:
                    with self.assertRaises(PromptkeepError) as caught:
                        fill_template(content, variables)
                    self.assertEqual(caught.exception.message, "content: " + case["section_error"])
                elif "invalid_key" in case:
                    with self.assertRaises(PromptkeepError) as caught:
                        fill_template(content, variables)
                    self.assertNotIsInstance(caught.exception, MissingVariablesError)
                    self.assertIn(json.dumps(case["invalid_key"], ensure_ascii=False), caught.exception.message)
                    self.assertEqual((caught.exception.status, caught.exception.code), (400, "bad_request"))
                else:
                    with self.assertRaises(MissingVariablesError) as missing:
                        fill_template(content, variables)
                    self.assertEqual(missing.exception.missing, case["missing"])


class Values(unittest.TestCase):
    def test_values_are_text_as_the_typescript_sdk_writes_them(self) -> None:
        self.assertEqual(fill_template("{{a}} {{b}} {{c}} {{d}}", {"a": 3, "b": True, "c": 2.0, "d": 0.5}), "3 true 2 0.5")

    def test_allow_missing_keeps_the_placeholders(self) -> None:
        self.assertEqual(fill_template("{{a}} [[b]]", {"a": "1"}, allow_missing=True), "1 [[b]]")


if __name__ == "__main__":
    unittest.main()
