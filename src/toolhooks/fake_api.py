"""An offline fake of the Messages API, for the real ``anthropic`` SDK.

The fake plugs into ``anthropic.Anthropic`` through its ``http_client`` (an ``httpx2``
client with a ``MockTransport``), so the SDK builds real requests and parses real
responses, with no network and no key. It checks every request as the API does and answers
a broken one with HTTP 400 and the API's error body, so a learner meets the real
``anthropic.BadRequestError``. Its replies come from a script of assistant turns, or from a
policy function that looks at the request.

It can also listen on loopback for any other client::

    python -m toolhooks.fake_api --port 8765
    ANTHROPIC_BASE_URL=http://127.0.0.1:8765 ANTHROPIC_API_KEY=fake python my_agent.py
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, TypeAlias
from urllib.parse import urlsplit

import anthropic
import httpx2

from .errors import TranscriptError
from .pairing import validate_transcript

FAKE_API_KEY = "sk-ant-fake-offline"
FAKE_BASE_URL = "http://fake-anthropic.invalid"
_BLOCK_TYPES = {
    "text",
    "image",
    "document",
    "tool_use",
    "tool_result",
    "thinking",
    "redacted_thinking",
}
_TOOL_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,128}$")


@dataclass(frozen=True)
class Turn:
    """One scripted assistant turn: content blocks, and the stop reason to report.

    ``stop_reason`` defaults to ``tool_use`` when the content asks for a tool, else
    ``end_turn``. A ``tool_use`` block without an ``id`` gets a deterministic one.
    """

    content: Sequence[Mapping[str, Any]]
    stop_reason: str | None = None


Policy: TypeAlias = Callable[[Mapping[str, Any]], Turn]
"""Decides the next turn from the request body (a dict)."""


class InvalidRequest(Exception):
    """A request the real API would reject; its text uses the API's wording."""

    def __init__(
        self, message: str, status: int = 400, error_type: str = "invalid_request_error"
    ) -> None:
        super().__init__(message)
        self.status = status
        self.error_type = error_type


def text(value: str) -> dict[str, Any]:
    """A text block for a scripted turn."""
    return {"type": "text", "text": value}


def tool_use(name: str, tool_input: object, tool_use_id: str | None = None) -> dict[str, Any]:
    """A ``tool_use`` block for a scripted turn (``tool_input`` may be malformed on purpose)."""
    block: dict[str, Any] = {"type": "tool_use", "name": name, "input": tool_input}
    if tool_use_id is not None:
        block["id"] = tool_use_id
    return block


def end_turn_policy(_request: Mapping[str, Any]) -> Turn:
    """The default when the script runs out: a short final answer."""
    return Turn([text("All done.")], "end_turn")


@dataclass
class FakeMessagesAPI:
    """A scripted, validating stand-in for ``POST /v1/messages``.

    ``requests`` keeps every request body received (valid or not), ``responses`` every
    reply, so tests can assert on the whole exchange. A message thread's continuation (as
    the SDK's ``tool_runner`` sends it) is kept expanded to the whole conversation.
    """

    script: Iterable[Turn] = ()
    policy: Policy = end_turn_policy
    requests: list[dict[str, Any]] = field(default_factory=list)
    responses: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._script = iter(list(self.script))
        self._ids = 0
        self._threads: dict[str, dict[str, Any]] = {}

    # --- the SDK side ----------------------------------------------------------------

    def client(self, *, api_key: str = FAKE_API_KEY, **options: Any) -> anthropic.Anthropic:
        """A real ``anthropic.Anthropic`` client whose requests reach this fake."""
        transport = httpx2.MockTransport(self.handle)
        return anthropic.Anthropic(
            api_key=api_key,
            base_url=FAKE_BASE_URL,
            http_client=httpx2.Client(transport=transport),
            max_retries=0,
            **options,
        )

    def handle(self, request: httpx2.Request) -> httpx2.Response:
        """The transport handler: one HTTP request in, one HTTP response out."""
        status, body = self.respond(
            request.method, request.url.path, dict(request.headers), request.content
        )
        return httpx2.Response(
            status, json=body, headers={"request-id": f"req_fake_{len(self.requests):04d}"}
        )

    # --- the protocol ----------------------------------------------------------------

    def respond(
        self, method: str, path: str, headers: Mapping[str, str], raw: bytes
    ) -> tuple[int, dict[str, Any]]:
        """Answer one request: ``(status, JSON body)``."""
        try:
            body = self._expand_thread(_parse(method, path, headers, raw))
            self.requests.append(body)
            check_request(body)
        except InvalidRequest as exc:
            return exc.status, {
                "type": "error",
                "error": {"type": exc.error_type, "message": str(exc)},
            }
        message = self._message(body, self._next_turn(body))
        self.responses.append(message)
        if "thread" in body:
            self._keep_thread(body, message)
        return 200, message

    def _expand_thread(self, body: dict[str, Any]) -> dict[str, Any]:
        """A thread's continuation as the full request the model sees.

        With ``thread: {"type": "continue", "previous_message_id": id}`` a client sends only
        the new messages (the SDK's ``tool_runner`` does); the API rebuilds the rest, with
        the system prompt and tools of the request that created the thread.
        """
        thread = body.get("thread")
        if not isinstance(thread, dict) or thread.get("type") != "continue":
            return body
        previous_id = thread.get("previous_message_id")
        previous = self._threads.get(str(previous_id))
        if previous is None:
            raise InvalidRequest(
                f"thread.previous_message_id: no thread holds {previous_id!r}; "
                "continue from the id of the latest response, or send the full conversation."
            )
        new_messages = body.get("messages")
        if not isinstance(new_messages, list):
            raise InvalidRequest("messages: Input should be a valid list")
        return {**previous, **body, "messages": [*previous["messages"], *new_messages]}

    def _keep_thread(self, body: Mapping[str, Any], message: Mapping[str, Any]) -> None:
        reply = {"role": "assistant", "content": message["content"]}
        kept = {key: body[key] for key in ("system", "tools") if key in body}
        self._threads[message["id"]] = {**kept, "messages": [*body["messages"], reply]}

    def _next_turn(self, body: Mapping[str, Any]) -> Turn:
        return next(self._script, None) or self.policy(body)

    def _message(self, body: Mapping[str, Any], turn: Turn) -> dict[str, Any]:
        content = [self._with_id(dict(block)) for block in turn.content]
        asks_for_tool = any(block["type"] == "tool_use" for block in content)
        stop_reason = turn.stop_reason or ("tool_use" if asks_for_tool else "end_turn")
        return {
            "id": f"msg_fake_{len(self.responses) + 1:04d}",
            "type": "message",
            "role": "assistant",
            "model": body["model"],
            "content": content,
            "stop_reason": stop_reason,
            "stop_sequence": None,
            "usage": {
                "input_tokens": len(json.dumps(body["messages"])) // 4,
                "output_tokens": len(json.dumps(content)) // 4,
            },
        }

    def _with_id(self, block: dict[str, Any]) -> dict[str, Any]:
        if block.get("type") == "tool_use" and "id" not in block:
            self._ids += 1
            block["id"] = f"toolu_fake_{self._ids:04d}"
        return block


def _parse(method: str, path: str, headers: Mapping[str, str], raw: bytes) -> dict[str, Any]:
    if method != "POST" or urlsplit(path).path.rstrip("/") != "/v1/messages":
        raise InvalidRequest(
            f"Not found: {method} {path}; the fake serves POST /v1/messages.",
            404,
            "not_found_error",
        )
    if not any(key.lower() in ("x-api-key", "authorization") for key in headers):
        raise InvalidRequest("x-api-key header is required", 401, "authentication_error")
    try:
        body = json.loads(raw or b"null")
    except ValueError as exc:
        raise InvalidRequest(f"There was an error parsing the body: {exc}") from exc
    if not isinstance(body, dict):
        raise InvalidRequest("The request body must be a JSON object.")
    return body


def check_request(body: Mapping[str, Any]) -> None:
    """Raise :class:`InvalidRequest` for what the real API would reject in ``body``."""
    model = body.get("model")
    if not isinstance(model, str) or not model:
        raise InvalidRequest("model: Field required (a non-empty model id string).")
    max_tokens = body.get("max_tokens")
    if isinstance(max_tokens, bool) or not isinstance(max_tokens, int) or max_tokens < 1:
        raise InvalidRequest(f"max_tokens: must be a positive integer, got {max_tokens!r}.")
    _check_tools(body.get("tools", []))
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise InvalidRequest("messages: at least one message is required.")
    for index, message in enumerate(messages):
        _check_message(index, message)
    try:
        validate_transcript(messages)
    except TranscriptError as exc:
        raise InvalidRequest(str(exc)) from exc


def _check_tools(tools: object) -> None:
    if not isinstance(tools, list):
        raise InvalidRequest("tools: Input should be a valid list.")
    seen: set[str] = set()
    for index, tool in enumerate(tools):
        name = tool.get("name") if isinstance(tool, dict) else None
        if not isinstance(name, str) or not _TOOL_NAME.match(name):
            raise InvalidRequest(
                f"tools.{index}.name: String should match pattern '{_TOOL_NAME.pattern}'"
            )
        if name in seen:
            raise InvalidRequest(f"tools: Tool names must be unique. Found duplicate: {name}")
        seen.add(name)
        if not isinstance(tool.get("input_schema"), dict):
            raise InvalidRequest(f"tools.{index}.input_schema: Field required")


def _check_message(index: int, message: object) -> None:
    if not isinstance(message, dict):
        raise InvalidRequest(f"messages.{index}: Input should be a valid dictionary")
    role = message.get("role")
    if role not in ("user", "assistant"):
        raise InvalidRequest(f"messages.{index}.role: Input should be 'user' or 'assistant'")
    content = message.get("content")
    if isinstance(content, str):
        if not content and not (role == "assistant" and index == 0):
            raise InvalidRequest(f"messages.{index}: all messages must have non-empty content")
        return
    if not isinstance(content, list):
        raise InvalidRequest(f"messages.{index}.content: Input should be a valid string or list")
    if not content and role == "user":
        raise InvalidRequest(f"messages.{index}: all messages must have non-empty content")
    for position, block in enumerate(content):
        kind = block.get("type") if isinstance(block, dict) else None
        if kind not in _BLOCK_TYPES:
            raise InvalidRequest(
                f"messages.{index}.content.{position}: Input tag {kind!r} found using "
                "'type' does not match any of the expected tags"
            )
        if kind == "tool_use" and not isinstance(block.get("input"), dict):
            raise InvalidRequest(
                f"messages.{index}.content.{position}.tool_use.input: "
                "Input should be a valid dictionary"
            )


# --- loopback server ------------------------------------------------------------------


def serve(api: FakeMessagesAPI, port: int) -> ThreadingHTTPServer:
    """An HTTP server on 127.0.0.1 only (never on a public interface) answering like ``api``."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            raw = self.rfile.read(int(self.headers.get("content-length") or 0))
            status, body = api.respond("POST", self.path, dict(self.headers), raw)
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *_args: Any) -> None:  # quiet: nothing from requests in logs
            return

    return ThreadingHTTPServer(("127.0.0.1", port), Handler)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description="Serve the offline fake Messages API on 127.0.0.1."
    )
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args(argv)
    server = serve(FakeMessagesAPI(), args.port)
    print(f"fake Messages API on http://127.0.0.1:{server.server_address[1]} (Ctrl-C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
