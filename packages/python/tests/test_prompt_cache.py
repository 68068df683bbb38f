"""The prompt cache against a fake service whose answers the test controls (against the real one:
test_live.py)."""

from __future__ import annotations

import threading
import time
import unittest

from promptkeep import Promptkeep, PromptkeepError, etag_of

from .fake_server import FakeServer, Reply, Seen, error_reply


def version(content: str):
    return {"version_id": "ver_1", "prompt_id": "prm_1", "content": content, "is_primary": True}


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class PromptCacheTest(unittest.TestCase):
    def client(self, base_url: str, **options) -> Promptkeep:
        pk = Promptkeep(base_url, "pk_k", workspace_id="wrk_w", **options)
        self.addCleanup(pk.close)
        return pk

    def test_ttl_revalidation_and_the_last_good_copy_in_an_outage(self) -> None:
        state = {"etag": '"v1"', "content": "Hello {{name}}", "down": False}

        def script(seen: Seen, n: int) -> Reply:
            if state["down"]:
                return error_reply(503, "Service unavailable.")
            if not seen.path.startswith("/v1/prompts-by-name/greeting/labels/"):
                return error_reply(404, "No such prompt.")
            if seen.headers.get("if-none-match") == state["etag"]:
                return Reply(304, {"etag": state["etag"]})
            return Reply(200, {"etag": state["etag"]}, version(state["content"]))

        clock = Clock()
        server = FakeServer(script)
        try:
            cache = self.client(server.base_url, retries=0).prompt_cache(ttl=60, clock=clock)
            first = cache.get("greeting", label="production")
            self.assertEqual(
                (first.source, first.stale, first.content, first.etag), ("network", False, "Hello {{name}}", '"v1"')
            )
            self.assertEqual(etag_of(first.version), '"v1"')
            self.assertEqual(server.seen[0].path, "/v1/prompts-by-name/greeting/labels/production?resolve=true")

            clock.now += 59.999
            self.assertEqual(cache.get("greeting", label="production").source, "cache")
            self.assertEqual(len(server.seen), 1, "no request within the TTL")

            clock.now += 0.001
            revalidated = cache.get("greeting", label="production")
            self.assertEqual((revalidated.source, revalidated.content), ("revalidated", "Hello {{name}}"))
            self.assertEqual(server.seen[1].headers["if-none-match"], '"v1"')

            state.update(etag='"v2"', content="Hi {{name}}!")
            clock.now += 60
            changed = cache.get("greeting", label="production")
            self.assertEqual((changed.source, changed.content, changed.etag), ("network", "Hi {{name}}!", '"v2"'))

            state["down"] = True
            clock.now += 60
            stale = cache.get("greeting", label="production")
            self.assertEqual((stale.source, stale.stale, stale.content), ("stale", True, "Hi {{name}}!"))
            self.assertEqual(stale.error.status, 503)
            self.assertTrue(cache.get("greeting", label="production").stale, "still stale, not re-asked")
            self.assertEqual(len(server.seen), 4)
        finally:
            server.close()

        clock.now += 60
        unreachable = cache.render("greeting", {"name": "Ada"}, label="production")
        self.assertEqual((unreachable.stale, unreachable.text, unreachable.error.code), (True, "Hi Ada!", "connection_failed"))
        # Nothing cached for another label: the outage is the caller's to handle.
        with self.assertRaises(PromptkeepError) as caught:
            cache.get("greeting")
        self.assertEqual(caught.exception.status, 0)

    def test_a_404_is_raised_never_hidden_behind_an_old_copy(self) -> None:
        state = {"gone": False}

        def script(seen: Seen, n: int) -> Reply:
            if state["gone"]:
                return error_reply(404, "No such label.")
            return Reply(200, {"etag": '"a"'}, version("x"))

        with FakeServer(script) as server:
            cache = self.client(server.base_url, retries=0).prompt_cache(ttl=0)
            self.assertEqual(cache.get("p").content, "x")
            state["gone"] = True
            with self.assertRaises(PromptkeepError) as caught:
                cache.get("p")
            self.assertEqual(caught.exception.status, 404)

    def test_threads_asking_for_one_prompt_at_once_share_one_request(self) -> None:
        release = threading.Event()

        def script(seen: Seen, n: int) -> Reply:
            release.wait(5)
            return Reply(200, {"etag": '"a"'}, version("x"))

        with FakeServer(script) as server:
            cache = self.client(server.base_url).prompt_cache()
            results = []
            threads = [threading.Thread(target=lambda: results.append(cache.get("p"))) for _ in range(4)]
            for t in threads:
                t.start()
            deadline = time.monotonic() + 5
            while not server.seen and time.monotonic() < deadline:
                time.sleep(0.01)
            time.sleep(0.1)  # the other threads reach get() while the first request is held
            release.set()
            for t in threads:
                t.join(5)
            self.assertEqual(len(results), 4)
            self.assertEqual(len(server.seen), 1)
            self.assertEqual({r.content for r in results}, {"x"})

    def test_invalidate_forgets_copies(self) -> None:
        with FakeServer(lambda s, n: Reply(200, {"etag": '"a"'}, version("x"))) as server:
            cache = self.client(server.base_url).prompt_cache(ttl=600)
            cache.get("p")
            cache.get("p", label="production")
            cache.invalidate("p")
            cache.get("p")
            self.assertEqual(len(server.seen), 3)
            cache.invalidate()
            cache.get("p")
            self.assertEqual(len(server.seen), 4)
            self.assertNotIn("if-none-match", server.seen[3].headers)


if __name__ == "__main__":
    unittest.main()
