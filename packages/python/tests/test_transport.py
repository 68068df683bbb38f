"""The client's HTTP behaviour against a fake server: retries (which requests, how long it waits),
typed errors, the Link header, If-Match. The SDK against the real service: test_live.py."""

from __future__ import annotations

import socket
import unittest
from email.message import Message
from typing import List
from unittest import mock

from promptkeep import (
    Promptkeep,
    PromptkeepConnectionError,
    PromptkeepError,
    etag_of,
    next_link,
)
from promptkeep._transport import retry_after_seconds

from .fake_server import FakeServer, Reply, Seen, error_reply


_clients: List[Promptkeep] = []


def client(base_url: str, retries: int = 2, **options) -> Promptkeep:
    pk = Promptkeep(base_url, "pk_test", workspace_id="wrk_1", retries=retries, **options)
    _clients.append(pk)
    return pk


def tearDownModule() -> None:
    for pk in _clients:
        pk.close()


class Waits:
    """Records the waits between attempts instead of sleeping them."""

    def __init__(self) -> None:
        self.seconds: List[float] = []
        self._patch = mock.patch("promptkeep._transport._sleep", self.seconds.append)

    def __enter__(self) -> "Waits":
        self._patch.start()
        return self

    def __exit__(self, *exc) -> None:
        self._patch.stop()


def headers(**values: str) -> Message:
    m = Message()
    for k, v in values.items():
        m[k.replace("_", "-")] = v
    return m


class Retries(unittest.TestCase):
    def test_a_429_is_retried_after_its_retry_after_plus_at_most_a_quarter(self) -> None:
        def script(seen: Seen, n: int) -> Reply:
            return error_reply(429, "Rate limit exceeded.", {"retry-after": "2"}) if n == 1 else Reply(200, body=[])

        with FakeServer(script) as server, Waits() as waits:
            self.assertEqual(client(server.base_url).tokens.count("hi", ["gpt-4o"]), [])
            self.assertEqual(len(server.seen), 2)
            self.assertEqual(len(waits.seconds), 1)
            self.assertGreaterEqual(waits.seconds[0], 2.0)
            self.assertLessEqual(waits.seconds[0], 2.5)

    def test_a_post_is_retried_after_429_but_a_503_only_on_idempotent_methods(self) -> None:
        def script(seen: Seen, n: int) -> Reply:
            if seen.path.startswith("/v1/tokens/count"):
                return error_reply(429, "Slow down.", {"retry-after": "0"}) if n == 1 else Reply(200, body=[])
            return error_reply(503, "Not ready.")

        with FakeServer(script) as server, Waits() as waits:
            pk = client(server.base_url)
            self.assertEqual(pk.tokens.count("hi", ["gpt-4o"]), [])
            with self.assertRaises(PromptkeepError) as post:
                pk.prompts.create("x")
            self.assertEqual((post.exception.status, post.exception.code, post.exception.trace_id), (503, "unavailable", "req-fake"))
            self.assertEqual(len([s for s in server.seen if s.method == "POST" and s.path == "/v1/prompts"]), 1)
            with self.assertRaises(PromptkeepError) as get:
                pk.prompts.get("prm_1")
            self.assertEqual(get.exception.status, 503)
            self.assertEqual(len([s for s in server.seen if s.method == "GET"]), 3, "first try and two retries")
            # Without Retry-After: exponential backoff from 0.25 s, with jitter (half to all of it).
            self.assertEqual(len(waits.seconds), 3)
            self.assertTrue(0.125 <= waits.seconds[1] <= 0.25, waits.seconds)
            self.assertTrue(0.25 <= waits.seconds[2] <= 0.5, waits.seconds)

    def test_retries_are_bounded_and_a_retry_after_past_the_cap_is_not_waited_for(self) -> None:
        def script(seen: Seen, n: int) -> Reply:
            return error_reply(429, "Rate limit exceeded.", {"retry-after": "3600" if "far" in seen.path else "0"})

        with FakeServer(script) as server, Waits() as waits:
            with self.assertRaises(PromptkeepError) as bounded:
                client(server.base_url, retries=1).tokens.count("hi", ["gpt-4o"])
            self.assertEqual((bounded.exception.status, bounded.exception.retry_after, len(server.seen)), (429, 0.0, 2))
            with self.assertRaises(PromptkeepError) as far:
                client(server.base_url).request("GET", "/v1/far")
            self.assertEqual(far.exception.retry_after, 3600.0)
            self.assertEqual(len(server.seen), 3, "not retried: an hour is past max_retry_after")
            self.assertEqual(waits.seconds, [0.0])

    def test_a_lost_connection_is_retried_for_a_get_never_for_a_post(self) -> None:
        with socket.socket() as closed:
            closed.bind(("127.0.0.1", 0))
            port = closed.getsockname()[1]
        with Waits() as waits:
            pk = client("http://127.0.0.1:%d" % port)
            with self.assertRaises(PromptkeepConnectionError) as get:
                pk.prompts.get("prm_1")
            self.assertEqual((get.exception.status, get.exception.code), (0, "connection_failed"))
            self.assertEqual(len(waits.seconds), 2)
            with self.assertRaises(PromptkeepConnectionError):
                pk.prompts.create("x")
            self.assertEqual(len(waits.seconds), 2, "a POST is not sent again")

    def test_a_timeout_is_raised_as_such_and_not_retried(self) -> None:
        with socket.socket() as silent:
            silent.bind(("127.0.0.1", 0))
            silent.listen(1)  # accepts the connection, never answers
            pk = client("http://127.0.0.1:%d" % silent.getsockname()[1], timeout=0.3)
            with Waits() as waits, self.assertRaises(PromptkeepConnectionError) as caught:
                pk.prompts.get("prm_1")
            self.assertEqual(caught.exception.code, "timeout")
            self.assertEqual(waits.seconds, [])

    def test_retry_after_as_seconds_or_a_date_and_the_rate_limit_header(self) -> None:
        self.assertEqual(retry_after_seconds(headers(retry_after="3")), 3.0)
        self.assertEqual(retry_after_seconds(headers(retry_after="1.5")), 1.5)
        self.assertEqual(retry_after_seconds(headers(x_rate_limit_retry_after="7")), 7.0)
        date = retry_after_seconds(headers(retry_after="Wed, 21 Oct 2015 07:28:10 GMT"), now=1445412480.0)
        self.assertEqual(date, 10.0)
        self.assertIsNone(retry_after_seconds(headers(retry_after="soon")))
        self.assertIsNone(retry_after_seconds(headers()))


class Errors(unittest.TestCase):
    def test_the_error_body_gives_status_code_message_and_trace_id(self) -> None:
        with FakeServer(lambda s, n: error_reply(404, "Prompt not found.")) as server:
            with self.assertRaises(PromptkeepError) as caught:
                client(server.base_url).prompts.get("prm_x")
            e = caught.exception
            self.assertEqual((e.status, e.code, e.message, e.trace_id), (404, "not_found", "Prompt not found.", "req-fake"))
            self.assertEqual(e.body["status_code"], 404)
            self.assertIn("req-fake", str(e))

    def test_an_answer_that_is_not_json_says_what_came(self) -> None:
        with FakeServer(lambda s, n: Reply(502, {"content-type": "text/html"}, raw=b"<h1>Bad gateway</h1>")) as server:
            with self.assertRaises(PromptkeepError) as caught:
                client(server.base_url, retries=0).prompts.get("prm_x")
            self.assertEqual((caught.exception.status, caught.exception.message), (502, "<h1>Bad gateway</h1>"))
        with FakeServer(lambda s, n: Reply(200, {"content-type": "application/json"}, raw=b"{nope")) as server:
            with self.assertRaises(PromptkeepError) as invalid:
                client(server.base_url).prompts.get("prm_x")
            self.assertEqual(invalid.exception.code, "invalid_response")

    def test_a_redirect_is_not_followed_so_the_key_never_leaves_for_another_host(self) -> None:
        with FakeServer(lambda s, n: Reply(307, {"location": "http://example.invalid/steal"})) as server:
            with self.assertRaises(PromptkeepError) as caught:
                client(server.base_url).prompts.get("prm_x")
            self.assertEqual(caught.exception.status, 307)
            self.assertEqual(len(server.seen), 1)


class Requests(unittest.TestCase):
    def test_headers_ids_in_paths_and_query_values(self) -> None:
        with FakeServer(lambda s, n: Reply(200, {"etag": '"prm_1.3"'}, {"prompt_id": "prm_1"})) as server:
            pk = Promptkeep(server.base_url + "/prefix/", "pk_k", workspace_id="wrk_w", api_client="cli_c")
            self.addCleanup(pk.close)
            prompt = pk.prompts.get_by_name("a/b c?", expand=["versions", "scoring"])
            seen = server.seen[0]
            self.assertEqual(seen.path, "/prefix/v1/prompts-by-name/a%2Fb%20c%3F?expand=versions%2Cscoring")
            self.assertEqual(seen.headers["x-api-key"], "pk_k")
            self.assertEqual(seen.headers["x-workspace-id"], "wrk_w")
            self.assertEqual(seen.headers["x-api-client"], "cli_c")
            self.assertTrue(seen.headers["user-agent"].startswith("promptkeep-sdk-python/"))
            self.assertEqual(etag_of(prompt), '"prm_1.3"')
            self.assertEqual(prompt, {"prompt_id": "prm_1"})

    def test_if_match_takes_the_object_read_or_a_tag_and_none_leaves_a_field_out(self) -> None:
        with FakeServer(lambda s, n: Reply(200, {"etag": '"prm_1.%d"' % n}, {"prompt_id": "prm_1"})) as server:
            pk = client(server.base_url)
            read = pk.prompts.get("prm_1")
            pk.prompts.update("prm_1", use_case=None, if_match=read)
            pk.prompts.update("prm_1", name="n", if_match='"prm_1.9"')
            self.assertEqual(server.seen[1].headers["if-match"], '"prm_1.1"')
            self.assertEqual(server.seen[1].body, '{"use_case": null}')
            self.assertEqual(server.seen[2].headers["if-match"], '"prm_1.9"')
            self.assertEqual(server.seen[2].body, '{"name": "n"}')
            with self.assertRaises(TypeError):
                pk.prompts.update("prm_1", name="n", if_match={"prompt_id": "prm_1"})

    def test_one_connection_is_kept_alive_across_calls(self) -> None:
        with FakeServer(lambda s, n: Reply(200, body={})) as server:
            pk = client(server.base_url)
            for _ in range(5):
                pk.prompts.get("prm_1")
            self.assertEqual(server.connections, 1)


class Paging(unittest.TestCase):
    def test_pages_are_followed_through_relative_and_absolute_links(self) -> None:
        def script(seen: Seen, n: int) -> Reply:
            if "cursor=2" in seen.path:
                return Reply(200, {"link": '<%s/v1/prompts?cursor=3>; rel="next"' % server.base_url}, [{"n": 3}])
            if "cursor=3" in seen.path:
                return Reply(200, {}, [{"n": 4}])
            return Reply(200, {"link": '</v1/prompts?cursor=2&limit=2>; rel="next"'}, [{"n": 1}, {"n": 2}])

        with FakeServer(script) as server:
            pk = client(server.base_url)
            paged = pk.prompts.list(limit=2)
            self.assertEqual(server.seen, [], "nothing is read before it is iterated")
            self.assertEqual([p["n"] for p in paged], [1, 2, 3, 4])
            self.assertEqual(server.seen[0].path, "/v1/prompts?limit=2")
            pages = list(pk.prompts.list(limit=2).pages())
            self.assertEqual([len(p.items) for p in pages], [2, 1, 1])
            self.assertEqual(pages[0].next, server.base_url + "/v1/prompts?cursor=2&limit=2")
            self.assertIsNone(pages[2].next)

    def test_next_link(self) -> None:
        self.assertEqual(next_link('<https://a/x?c=1>; rel="next"'), "https://a/x?c=1")
        self.assertEqual(next_link('<https://a/p>; rel="prev", <https://a/n>; rel=next'), "https://a/n")
        self.assertEqual(next_link('<https://a/n>; rel="last next"'), "https://a/n")
        self.assertIsNone(next_link('<https://a/p>; rel="prev"'))
        self.assertIsNone(next_link(None))


if __name__ == "__main__":
    unittest.main()
