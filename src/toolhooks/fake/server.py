"""The fake Messages API on loopback, for any HTTP client, another process included.

:func:`serve` wraps a :class:`~toolhooks.fake.FakeMessagesAPI` in an HTTP/1.1 server
bound to 127.0.0.1 only (never a public interface). It adds what a real server needs
before a request reaches the API, each answered in the API's JSON error shape, with a
``request-id`` header and a ``request_id`` field like every other reply:

* a body over ``MAX_REQUEST_BYTES`` (32 MiB, the Messages API's limit) is refused with 413
  ``request_too_large`` from its ``Content-Length``, before a byte of it is read (and
  before ``100 Continue`` when the client asks first);
* a ``Content-Length`` that is not one non-negative integer is a 400, and a chunked body
  (no length to check) a 411; after any of these the connection is closed, because where
  the body ends is unknown;
* a method the server does not know, or a broken request line, gets JSON, not HTML.

Streams go out with chunked transfer encoding, one chunk per event, so a connection can
carry more requests afterwards. Each connection has a thread; up to ``MAX_CONNECTIONS``
are served at once and the rest wait in the listen queue (``LISTEN_BACKLOG``) rather than
being refused, which is what keeps a burst of clients free of connection resets. An idle
connection is closed after ``IDLE_TIMEOUT_S`` seconds.

It is also a command-line tool (``toolhooks-fake-api``, the same as below) that plays a
scenario file to any client::

    python -m toolhooks.fake.server --port 0 --script scenario.json
    ANTHROPIC_BASE_URL=http://127.0.0.1:<port> ANTHROPIC_API_KEY=fake python my_agent.py

The first line it prints on stdout is the port it listens on (useful with ``--port 0``,
which picks a free one); it listens on 127.0.0.1 only. The scenario file is JSON::

    {"turns": [
        {"content": [{"type": "text", "text": "Let me look."},
                     {"type": "tool_use", "name": "lookup_user", "input": {"user_id": "u_1"}}]},
        {"content": [{"type": "text", "text": "Done."}], "stop_reason": "end_turn"}
    ]}

(an object with a ``turns`` list, or just the list; ``tool_use`` ids are optional, and
``stop_reason`` defaults to ``tool_use`` when a turn calls a tool, else ``end_turn``; a turn
``{"error": {"type": "overloaded_error", "message": "Overloaded"}}`` makes the API fail on
that request, mid-stream when it streams; the file must be strict JSON). When
the turns run out, every further request gets "All done.". A malformed file stops the tool
with exit code 2 and a message naming the file and the place. The server keeps the last
``SERVER_LOG_CAP`` requests, responses and message threads, so its memory stays bounded.
"""

from __future__ import annotations

import argparse
import re
import sys
import threading
import traceback
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from toolhooks.errors import ScriptError
from toolhooks.fake.api import FakeMessagesAPI, Reply
from toolhooks.fake.script import load_script

SERVER_LOG_CAP = 100
"""How many requests, responses and threads the command-line server keeps (oldest go first)."""
MAX_REQUEST_BYTES = 32 * 1024 * 1024
MAX_CONNECTIONS = 128
LISTEN_BACKLOG = 128
IDLE_TIMEOUT_S = 30.0
_DIGITS = re.compile(r"^[0-9]+$")
_ERROR_TYPES = {404: "not_found_error", 413: "request_too_large"}

__all__ = [
    "IDLE_TIMEOUT_S",
    "MAX_CONNECTIONS",
    "MAX_REQUEST_BYTES",
    "SERVER_LOG_CAP",
    "FakeAPIServer",
    "main",
    "serve",
    "serving",
]


class FakeAPIServer(ThreadingHTTPServer):
    """A threading HTTP server on 127.0.0.1 that answers like its ``api``."""

    daemon_threads = True
    request_queue_size = LISTEN_BACKLOG

    def __init__(self, api: FakeMessagesAPI, port: int) -> None:
        self.api = api
        self._slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__(("127.0.0.1", port), _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        """Start a connection's thread once a slot is free; until then it waits queued."""
        self._slots.acquire()
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._slots.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()


def serve(api: FakeMessagesAPI, port: int) -> FakeAPIServer:
    """An HTTP server on 127.0.0.1 only answering like ``api``; ``port`` 0 picks a free one.

    Call ``serve_forever()`` on it (in a thread, for a test), then ``shutdown()`` and
    ``server_close()``. Its memory is bounded by ``api.max_logged``: the command-line tool
    sets it; pass ``FakeMessagesAPI(max_logged=...)`` for a long-running server of your own.
    """
    return FakeAPIServer(api, port)


@contextmanager
def serving(api: FakeMessagesAPI) -> Iterator[str]:
    """``api`` served on a free loopback port for the ``with`` block; yields its base URL.

    The server runs in a thread and is shut down and closed when the block ends, however it
    ends: what a test or a notebook needs to point a client at the fake.
    """
    server = serve(api, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(10)


class _Handler(BaseHTTPRequestHandler):
    """One connection: each request goes to the server's ``api``, its reply back out."""

    server: FakeAPIServer
    protocol_version = "HTTP/1.1"
    timeout = IDLE_TIMEOUT_S

    def do_POST(self) -> None:
        self._answer()

    do_GET = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = do_POST

    def _answer(self) -> None:
        """Read the body (if its size is acceptable), let the API answer, send the reply."""
        length = self._body_length()
        if length is None:
            return
        try:
            raw = self.rfile.read(length) if length else b""
        except TimeoutError:  # the client promised a body and stopped sending it
            self.close_connection = True
            return
        try:
            reply = self.server.api.answer(self.command, self.path, dict(self.headers), raw)
        except Exception as exc:  # a defect in the fake: report it to the client and stderr
            traceback.print_exc(file=sys.stderr)
            reply = self._refusal(500, f"The fake failed: {exc!r}", "api_error")
        self._send(reply)

    def handle_expect_100(self) -> bool:
        """Check the size before inviting the body (curl asks first for large ones)."""
        if self._body_length() is None:  # refused: the client never sends the body
            return False
        return super().handle_expect_100()

    def _body_length(self) -> int | None:
        """The body's size from ``Content-Length``, or ``None`` after sending a refusal."""
        if "chunked" in (self.headers.get("transfer-encoding") or "").lower():
            self._refuse(411, "Content-Length is required; send the body with its length.")
            return None
        values = {value.strip() for value in self.headers.get_all("content-length") or ()}
        if not values:
            return 0
        value = values.pop()
        if values or not _DIGITS.match(value):
            self._refuse(400, f"Content-Length: expected one non-negative integer, got {value!r}.")
            return None
        if int(value) > MAX_REQUEST_BYTES:
            self._refuse(
                413,
                f"Request exceeds the maximum allowed number of bytes: {int(value)} > "
                f"{MAX_REQUEST_BYTES} (32 MiB). Send less: fewer or smaller images and documents.",
            )
            return None
        return int(value)

    def _refusal(self, status: int, message: str, error_type: str | None = None) -> Reply:
        kind = error_type or _ERROR_TYPES.get(status, "invalid_request_error")
        return self.server.api.refuse(status, message, kind)

    def _refuse(self, status: int, message: str) -> None:
        """Answer before the body is read; the connection then closes (the body is unread)."""
        self.close_connection = True
        self._send(self._refusal(status, message))

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """The standard library's own errors (bad request line, unknown method), as JSON."""
        self.close_connection = True
        self.request_version = self.protocol_version  # HTTP/0.9 would mean a bare body
        if code == HTTPStatus.NOT_IMPLEMENTED and getattr(self, "path", None):
            reply = self.server.api.answer(self.command, self.path, {}, b"")  # a 404 or 405
        else:
            reply = self._refusal(code, message or explain or HTTPStatus(code).phrase)
        self._send(reply)

    def _send(self, reply: Reply) -> None:
        """Write ``reply``: JSON with a length, or a stream as chunks; a gone client is fine."""
        try:
            self.send_response(reply.status)
            for name, value in reply.headers.items():
                self.send_header(name, value)
            if self.close_connection:
                self.send_header("connection", "close")
            if reply.stream:
                self.send_header("cache-control", "no-cache")
                self.send_header("transfer-encoding", "chunked")
                self.end_headers()
                self._write_chunked(reply.chunks())
                return
            data = b"".join(reply.chunks())
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data)
        except (TimeoutError, BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client left mid-reply; nothing to tell it

    def _write_chunked(self, chunks: Iterable[bytes]) -> None:
        for chunk in chunks:
            self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        self.wfile.write(b"0\r\n\r\n")

    def log_message(self, *_args: Any) -> None:
        """Quiet: nothing from requests goes to the logs (they may hold a key)."""
        return


# --- the command-line tool ---------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m toolhooks.fake.server``: serve a scenario on loopback until interrupted."""
    args = _arguments().parse_args(argv)
    try:
        turns = load_script(args.script) if args.script is not None else []
    except ScriptError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    api = FakeMessagesAPI(turns, max_logged=SERVER_LOG_CAP)
    try:
        server = serve(api, args.port)
    except OSError as exc:
        print(
            f"error: cannot listen on 127.0.0.1:{args.port} ({exc.strerror}); "
            "choose another --port, or --port 0 for a free one.",
            file=sys.stderr,
        )
        return 2
    port = server.server_address[1]
    print(port, flush=True)  # first line: the port, for a parent process to read
    print(f"fake Messages API on http://127.0.0.1:{port} (Ctrl-C stops it)", file=sys.stderr)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def _arguments() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m toolhooks.fake.server",
        description="Serve the offline fake Messages API on 127.0.0.1, playing a scenario.",
    )
    parser.add_argument(
        "--port", type=_port, default=8765, help="TCP port (default 8765; 0 picks a free one)"
    )
    parser.add_argument(
        "--script",
        type=Path,
        help="JSON scenario file of assistant turns (format: see the module docstring)",
    )
    return parser


def _port(value: str) -> int:
    """An argparse type: a port number from 0 to 65535."""
    if not value.isdigit() or int(value) > 65535:
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, got {value!r}")
    return int(value)


if __name__ == "__main__":
    raise SystemExit(main())
