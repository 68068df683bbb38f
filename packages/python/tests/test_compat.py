"""The package is written for Python 3.9 and later: its grammar is checked against 3.9's here (the
machine that runs the tests may have a newer Python), and it imports nothing outside the standard
library."""

from __future__ import annotations

import ast
import os
import sys
import unittest

PACKAGE = os.path.join(os.path.dirname(__file__), "..", "promptkeep")


def sources():
    for folder, _, files in os.walk(PACKAGE):
        for name in sorted(files):
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    yield os.path.relpath(path, PACKAGE), f.read()


class Compatibility(unittest.TestCase):
    def test_every_file_parses_with_the_grammar_of_python_3_9(self) -> None:
        for name, text in sources():
            with self.subTest(file=name):
                tree = ast.parse(text, filename=name, feature_version=(3, 9))
                # Annotations are never evaluated (PEP 563), so `list[str]` or `X | None` in them would
                # be harmless, but outside annotations they would fail on 3.9: every module defers them.
                first = [n for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == "__future__"]
                if any(isinstance(n, (ast.FunctionDef, ast.ClassDef)) for n in tree.body):
                    self.assertTrue(first, "from __future__ import annotations")
                for node in ast.walk(tree):
                    self.assertNotIsInstance(node, getattr(ast, "Match", ()), "match statements are 3.10+")

    def test_only_the_standard_library_is_imported(self) -> None:
        stdlib = set(getattr(sys, "stdlib_module_names", ()))
        if not stdlib:
            self.skipTest("sys.stdlib_module_names is 3.10+")
        for name, text in sources():
            for node in ast.walk(ast.parse(text)):
                modules = []
                if isinstance(node, ast.Import):
                    modules = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0:
                    modules = [node.module or ""]
                for module in modules:
                    with self.subTest(file=name, module=module):
                        self.assertIn(module.split(".")[0], stdlib | {"__future__"})


if __name__ == "__main__":
    unittest.main()
