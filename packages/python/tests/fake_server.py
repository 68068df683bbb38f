"""A plain HTTP server on loopback that answers what a test scripts and records what it was sent.

For the client behaviours the real service cannot be made to show on demand (a 503, a chosen
Retry-After, an outage); the SDK against the real service is test_live.py.
"""

from __future__ import annotations

import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Dict, List, NamedTuple, Optional


class Seen(NamedTuple):
    method: str
    path: str
    headers: Dict[str, str]
    body: str


class Reply(NamedTuple):
    status: int
    headers: Dict[str, str] = {}
    body: Any = None
    raw: Optional[bytes] = None


def error_reply(status: int, message: str, headers: Optional[Dict[str, str]] = None) -> Reply:
    return Reply(
        status,
        {"x-trace-id": "req-fake", **(headers or {})},
        {"status_code": status, "title": "Error", "message": message, "trace_id": "req-fake", "event_id": None},
    )


class FakeServer:
    def __init__(self, script: Callable[[Seen, int], Reply]) -> None:
        self.seen: List[Seen] = []
        self.connections = 0
        self._open: List[socket.socket] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def setup(self) -> None:
                super().setup()
                outer.connections += 1
                outer._open.append(self.connection)

            def log_message(self, *args: Any) -> None:
                pass

            def _handle(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length).decode("utf-8") if length else ""
                seen = Seen(self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                outer.seen.append(seen)
                reply = script(seen, len(outer.seen))
                data = reply.raw if reply.raw is not None else (
                    b"" if reply.body is None else json.dumps(reply.body).encode("utf-8")
                )
                self.send_response(reply.status)
                if data and reply.raw is None:
                    self.send_header("content-type", "application/json")
                for k, v in reply.headers.items():
                    self.send_header(k, v)
                if reply.status not in (204, 304):
                    self.send_header("content-length", str(len(data)))
                self.end_headers()
                if reply.status not in (204, 304):
                    self.wfile.write(data)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _handle

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.base_url = "http://127.0.0.1:%d" % self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.02,), daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stops listening and closes the connections clients keep alive (an outage, as they see it)."""
        self._server.shutdown()
        self._server.server_close()
        for conn in self._open:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def __enter__(self) -> "FakeServer":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
