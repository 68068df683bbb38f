"""The SDK against a live Promptkeep over HTTPS with its self-signed certificate.

Run by test/python/python-sdk.int.test.ts, which starts the service (on SQLite, then PostgreSQL) and
passes where it is in the environment; skipped when run alone without it:
  PROMPTKEEP_TEST_URL, PROMPTKEEP_TEST_CA (the certificate file), PROMPTKEEP_TEST_KEY and
  PROMPTKEEP_TEST_WORKSPACE (an owner key of a fresh account), PROMPTKEEP_TEST_OTHER_KEY and
  PROMPTKEEP_TEST_OTHER_WORKSPACE (another account), PROMPTKEEP_TEST_LIMITED_KEY and
  PROMPTKEEP_TEST_LIMITED_WORKSPACE (an account limited to 1 request per second).
"""

from __future__ import annotations

import os
import unittest
import uuid

from promptkeep import (
    MissingVariablesError,
    Promptkeep,
    PromptkeepConnectionError,
    PromptkeepError,
    etag_of,
    fill_template,
    render_version,
)
from promptkeep.types import SCHEMAS

from .test_chat_request import load_cases as load_chat_cases
from .test_template import load_cases

ENV = os.environ
LIVE = "PROMPTKEEP_TEST_URL" in ENV


def unique(prefix: str) -> str:
    return "%s-%s" % (prefix, uuid.uuid4().hex[:8])


@unittest.skipUnless(LIVE, "needs a live service (test/python/python-sdk.int.test.ts)")
class Live(unittest.TestCase):
    def client(self, who: str = "", **options) -> Promptkeep:
        defaults = {"workspace_id": ENV["PROMPTKEEP_TEST_%sWORKSPACE" % who], "ca": ENV["PROMPTKEEP_TEST_CA"]}
        pk = Promptkeep(ENV["PROMPTKEEP_TEST_URL"], ENV["PROMPTKEEP_TEST_%sKEY" % who], **{**defaults, **options})
        self.addCleanup(pk.close)
        return pk

    def test_tls_the_self_signed_certificate_is_trusted_only_through_ca(self) -> None:
        with self.assertRaises(PromptkeepConnectionError) as caught:
            self.client(ca=None, retries=0).tokens.count("hi", ["gpt-4o"])
        self.assertIn("certificate", caught.exception.message)
        self.assertIn("ca=", caught.exception.message)
        with open(ENV["PROMPTKEEP_TEST_CA"], encoding="ascii") as f:
            pem = f.read()
        [count] = self.client(ca=pem).tokens.count("Hello, world!", ["gpt-4o"])
        self.assertEqual((count["model"], count["token_count"], count["exact"]), ("gpt-4o", 4, True))

    def test_prompts_versions_primary_labels_render_and_diff(self) -> None:
        pk = self.client()
        name = unique("support-bot")
        prompt = pk.prompts.create(name, content="You help {{customer}}.", version_name="v1", use_case="support")
        v1 = prompt["versions"][0]
        self.assertTrue(v1["is_primary"])
        self.assertEqual(v1["variables"], ["{{customer}}"])
        self.assertEqual(v1["token_info"]["model"], "gpt-4o")
        v2 = pk.versions.create(prompt["prompt_id"], "You help {{customer}}, briefly.", name="v2")
        self.assertFalse(v2["is_primary"])
        pk.versions.set_primary(prompt["prompt_id"], v2["version_id"])
        self.assertEqual(pk.prompts.get(prompt["prompt_id"])["versions"][0]["version_id"], v2["version_id"])
        self.assertEqual(pk.prompts.get_by_name(name)["prompt_id"], prompt["prompt_id"])

        pk.labels.set(prompt["prompt_id"], "production", v1["version_id"])
        self.assertEqual([l["label"] for l in pk.labels.list(prompt["prompt_id"])], ["production"])
        self.assertEqual(pk.labels.get_version(name, "production")["version_id"], v1["version_id"])
        self.assertEqual(pk.labels.get_version(name)["version_id"], v2["version_id"], "primary")

        rendered = pk.render(prompt["prompt_id"], {"customer": "Ada"}, label="production")
        self.assertEqual(rendered["content"], "You help Ada.")
        self.assertEqual(rendered["variables_used"], ["{{customer}}"])
        diff = pk.diff(prompt["prompt_id"], v1["version_id"], v2["version_id"])
        self.assertIn("+You help {{customer}}, briefly.", diff["unified_diff"])
        self.assertGreater(diff["tokens"]["delta"], 0)

        versions = pk.versions.list(prompt["prompt_id"], limit=1)
        self.assertEqual(len(list(versions.pages())), 2)
        self.assertEqual({v["version_id"] for v in versions}, {v1["version_id"], v2["version_id"]})

        pk.labels.remove(prompt["prompt_id"], "production")
        with self.assertRaises(PromptkeepError) as gone:
            pk.labels.get_version(name, "production")
        self.assertEqual(gone.exception.code, "not_found")
        pk.prompts.delete(prompt["prompt_id"])
        with self.assertRaises(PromptkeepError):
            pk.prompts.get(prompt["prompt_id"])

    def test_paging_follows_the_link_header_across_every_page(self) -> None:
        pk = self.client()
        names = sorted(unique("paged-%d" % i) for i in range(5))
        for name in names:
            pk.prompts.create(name)
        listed = [p["name"] for p in pk.prompts.list(limit=2) if p["name"].startswith("paged-")]
        self.assertEqual(listed, names)
        pages = list(pk.prompts.list(limit=2).pages())
        self.assertGreaterEqual(len(pages), 3)
        self.assertIsNone(pages[-1].next)

    def test_if_match_a_stale_etag_is_a_412_and_changes_nothing(self) -> None:
        pk = self.client()
        prompt = pk.prompts.create(unique("guarded"), use_case="first")
        self.assertRegex(etag_of(prompt) or "", r'^"prm_')
        read = pk.prompts.get(prompt["prompt_id"])
        changed = pk.prompts.update(prompt["prompt_id"], use_case="second", if_match=read)
        self.assertNotEqual(etag_of(changed), etag_of(read))
        with self.assertRaises(PromptkeepError) as caught:
            pk.prompts.update(prompt["prompt_id"], use_case="third", if_match=read)
        e = caught.exception
        self.assertEqual((e.status, e.code), (412, "precondition_failed"))
        self.assertTrue(e.trace_id)
        self.assertEqual(e.trace_id, e.headers.get("x-trace-id"))
        self.assertEqual(pk.prompts.get(prompt["prompt_id"])["use_case"], "second")

    def test_errors_are_typed_with_the_services_message_and_trace_id(self) -> None:
        pk = self.client()
        with self.assertRaises(PromptkeepError) as missing:
            pk.prompts.get("prm_nope")
        self.assertEqual((missing.exception.status, missing.exception.code), (404, "not_found"))
        self.assertEqual(missing.exception.body["trace_id"], missing.exception.trace_id)
        with self.assertRaises(PromptkeepError) as bad:
            pk.prompts.create("")
        self.assertEqual(bad.exception.status, 400)
        self.assertIn("name", bad.exception.message)
        with self.assertRaises(PromptkeepError) as unauthorized:
            Promptkeep(ENV["PROMPTKEEP_TEST_URL"], "pk_wrong", ca=ENV["PROMPTKEEP_TEST_CA"]).tokens.count("x", ["gpt-4o"])
        self.assertEqual(unauthorized.exception.status, 401)

    def test_projects_hold_prompts_and_are_deleted_moving_them_out(self) -> None:
        pk = self.client()
        project = pk.projects.create(unique("support"), brief="Help desk")
        self.assertTrue(project["project_id"].startswith("prj_"))
        inside = pk.prompts.create(unique("greet"), content="Hi", project_id=project["project_id"])
        self.assertEqual(inside["project_id"], project["project_id"])
        listed = pk.prompts.list(project_id=project["project_id"]).all()
        self.assertEqual([p["prompt_id"] for p in listed], [inside["prompt_id"]])
        got = pk.projects.get(project["project_id"], expand="prompts")
        self.assertEqual([p["prompt_id"] for p in got["prompts"]], [inside["prompt_id"]])
        self.assertIn(project["project_id"], [p["project_id"] for p in pk.projects.list().all()])
        self.assertIsNone(pk.projects.update(project["project_id"], brief=None)["brief"])
        with self.assertRaises(PromptkeepError) as held:
            pk.projects.delete(project["project_id"])
        self.assertEqual(held.exception.status, 409)
        pk.projects.delete(project["project_id"], move_prompts=True)
        self.assertIsNone(pk.prompts.get(inside["prompt_id"])["project_id"])

    def test_a_workspace_is_not_seen_from_another_account(self) -> None:
        prompt = self.client().prompts.create(unique("private"), content="secret")
        with self.assertRaises(PromptkeepError) as caught:
            self.client("OTHER_").prompts.get(prompt["prompt_id"])
        self.assertEqual(caught.exception.status, 404)
        with self.assertRaises(PromptkeepError) as foreign:
            self.client(workspace_id=ENV["PROMPTKEEP_TEST_OTHER_WORKSPACE"]).prompts.list().all()
        self.assertEqual(foreign.exception.status, 403)

    def test_a_429_carries_retry_after_and_is_waited_for_by_the_retries(self) -> None:
        hasty = self.client("LIMITED_", retries=0)
        errors = []
        for _ in range(3):
            try:
                hasty.tokens.count("hi", ["gpt-4o"])
            except PromptkeepError as error:
                errors.append(error)
        self.assertTrue(errors, "1 request per second: the burst is refused")
        self.assertEqual((errors[0].status, errors[0].code), (429, "rate_limited"))
        self.assertGreaterEqual(errors[0].retry_after or 0, 1)
        patient = self.client("LIMITED_", retries=3)
        for _ in range(3):
            self.assertEqual(len(patient.tokens.count("hi", ["gpt-4o"])), 1)

    def test_the_prompt_cache_revalidates_with_a_304_and_follows_a_moved_label(self) -> None:
        pk = self.client()
        name = unique("cached")
        prompt = pk.prompts.create(name, content="Hello {{name}}")
        v2 = pk.versions.create(prompt["prompt_id"], "Hi {{name}}!")
        pk.labels.set(prompt["prompt_id"], "production", prompt["versions"][0]["version_id"])
        now = [0.0]
        cache = pk.prompt_cache(ttl=60, clock=lambda: now[0])
        first = cache.render(name, {"name": "Ada"}, label="production")
        self.assertEqual((first.source, first.text), ("network", "Hello Ada"))
        now[0] += 61
        self.assertEqual(cache.get(name, label="production").source, "revalidated")
        pk.labels.set(prompt["prompt_id"], "production", v2["version_id"])
        now[0] += 61
        moved = cache.render(name, {"name": "Ada"}, label="production")
        self.assertEqual((moved.source, moved.text), ("network", "Hi Ada!"))
        with self.assertRaises(MissingVariablesError) as missing:
            cache.render(name, {}, label="production")
        self.assertEqual(missing.exception.missing, ["{{name}}"])
        pk.labels.remove(prompt["prompt_id"], "production")
        now[0] += 61
        with self.assertRaises(PromptkeepError) as gone:
            cache.get(name, label="production")
        self.assertEqual(gone.exception.status, 404)

    def test_local_render_equals_the_services_on_the_shared_cases(self) -> None:
        pk = self.client()
        prompt = pk.prompts.create(unique("cases"))
        checked = 0
        for case in load_cases()["fills"]:
            content, variables = case["content"], case["variables"]
            if not content:
                continue  # a version's content is never empty
            with self.subTest(content=content, variables=variables):
                if "section_error" in case:  # not saved: the service names the same line
                    with self.assertRaises(PromptkeepError) as unsaved:
                        pk.versions.create(prompt["prompt_id"], content)
                    self.assertEqual(unsaved.exception.message, "body.content: " + case["section_error"])
                    with self.assertRaises(PromptkeepError) as local:
                        fill_template(content, variables)
                    self.assertEqual(local.exception.message, "content: " + case["section_error"])
                    continue
                version = pk.versions.create(prompt["prompt_id"], content)
                try:
                    server = pk.render(prompt["prompt_id"], variables, version_id=version["version_id"])["content"]
                except PromptkeepError as refused:
                    self.assertEqual(refused.status, 400)
                    with self.assertRaises(PromptkeepError) as local:
                        fill_template(content, variables)
                    if isinstance(local.exception, MissingVariablesError):
                        for placeholder in local.exception.missing:
                            self.assertIn(placeholder, refused.message)
                    else:
                        self.assertIn(case["invalid_key"], refused.message)
                else:
                    self.assertEqual(fill_template(content, variables), server)
                checked += 1
        self.assertGreaterEqual(checked, 10)

    def test_chat_versions_render_locally_as_the_service_renders_them(self) -> None:
        pk = self.client()
        prompt = pk.prompts.create(unique("chat-cases"))
        # Gone afterwards: the workspace export test below re-imports the whole workspace.
        self.addCleanup(pk.prompts.delete, prompt["prompt_id"])
        checked = 0
        for case in load_chat_cases():
            if "expected" not in case:
                continue
            with self.subTest(case["name"]):
                body = {"messages": case["version"]["messages"], "config": case["version"]["config"]}
                version = pk.request("POST", "/v1/prompts/%s/versions/chat" % prompt["prompt_id"], body=body).data
                options = {"version_id": version["version_id"], "messages": case["messages"]}
                if "format" in case:
                    options["format"] = case["format"]
                server = pk.render(prompt["prompt_id"], case["variables"], **options)
                local = render_version(version, case["variables"], messages=case["messages"], format=case.get("format"))
                self.assertEqual(local.messages, server["messages"])
                self.assertEqual(local.request, server["request"])
                checked += 1
        self.assertGreaterEqual(checked, 6)

    def test_the_types_name_the_fields_of_the_openapi_document(self) -> None:
        document = self.client().request("GET", "/v1/openapi.json").data
        schemas = document["components"]["schemas"]
        for name, typed in SCHEMAS.items():
            with self.subTest(schema=name):
                self.assertIn(name, schemas)
                keys = set(typed.__required_keys__) | set(typed.__optional_keys__)
                self.assertEqual(keys, set(schemas[name]["properties"]))

    def test_contexts_criteria_an_offline_analysis_and_the_workspace_export(self) -> None:
        pk = self.client()
        data = "# Notes\nShort answers, é.\n".encode("utf-8")
        context = pk.contexts.create_file(unique("notes"), filename="notes.md", media_type="text/markdown", data=data)
        version = context["versions"][0]
        self.assertEqual(pk.contexts.content(context["context_id"], version["version_id"]), data)
        text = pk.contexts.create_text(unique("style"), "Be brief.")
        v2 = pk.contexts.create_text_version(text["context_id"], "Be briefer.", is_primary=True)
        self.assertEqual(pk.contexts.get(text["context_id"])["versions"][0]["version_id"], v2["version_id"])

        criteria = pk.criteria.create(
            unique("tone"),
            criterion_set=[{"slug": "tone", "label": "Tone", "description": "Polite", "questions": "Polite?", "weight": 2}],
        )
        self.assertEqual(pk.criteria.list().all()[-1]["criteria_id"], "sca_default")
        added = pk.criteria.add_criterion(
            criteria["criteria_id"],
            {"slug": "length", "label": "Length", "description": "Short", "questions": "Short?", "weight": 1},
        )
        self.assertEqual(len(pk.criteria.get(criteria["criteria_id"])["criterion_set"]), 2)
        pk.criteria.delete_criterion(criteria["criteria_id"], added["criterion_id"])

        prompt = pk.prompts.create(unique("analysed"), content="You are a helpful assistant. Answer briefly.")
        pv = prompt["versions"][0]
        risk = pk.analyses.risk(prompt["prompt_id"], pv["version_id"])
        self.assertIn(risk["summary"]["overall_risk_level"], ("low", "medium", "high"))
        self.assertEqual(pk.analyses.latest("risk", prompt["prompt_id"], pv["version_id"]), risk)
        scoring = pk.analyses.of_content("scoring", "Summarise the text in three bullet points.")
        self.assertIsNone(scoring["scoring_timestamp"])

        document = pk.workspace.export()
        self.assertIn(prompt["name"], [p["name"] for p in document["prompts"]])
        report = pk.workspace.import_(document)
        self.assertEqual(sum(report["created"].values()), 0, "importing what is there creates nothing")


if __name__ == "__main__":
    unittest.main()
