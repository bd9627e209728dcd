"""An offline fake of the Messages API, for the real ``anthropic`` SDK and any other client.

The fake plugs into ``anthropic.Anthropic`` through its ``http_client`` (an ``httpx2``
client with a ``MockTransport``), so the SDK builds real requests and parses real
responses, with no network and no key. It checks every request as the API does and answers
a broken one with the API's JSON error body (``{"type": "error", "error": {...},
"request_id": ...}``), so a learner meets the real ``anthropic.BadRequestError``. Its
replies come from a script of assistant turns (:mod:`toolhooks.fake.script`), or from a
policy function that looks at the request. A request with ``"stream": true`` is answered
with server-sent events as the API streams them (:mod:`toolhooks.fake.stream`); a request
that fails the checks is still a JSON error, as the API answers before a stream starts.

The command-line tool that serves a scenario file on loopback is :mod:`toolhooks.fake.server`.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import anthropic
import httpx2

from toolhooks.errors import ConfigError, TranscriptError
from toolhooks.fake.script import (
    TOOL_NAME,
    Policy,
    Turn,
    end_turn_policy,
    text,
    tool_use,
)
from toolhooks.fake.stream import STREAM_CONTENT_TYPE, encode_event, message_events
from toolhooks.pairing import validate_transcript

__all__ = [
    "FAKE_API_KEY",
    "FAKE_BASE_URL",
    "FakeMessagesAPI",
    "InvalidRequest",
    "Policy",
    "Reply",
    "Turn",
    "check_request",
    "end_turn_policy",
    "text",
    "tool_use",
]

FAKE_API_KEY = "sk-ant-fake-offline"
FAKE_BASE_URL = "http://fake-anthropic.invalid"
MESSAGES_PATH = "/v1/messages"
_BLOCK_TYPES = {
    "text",
    "image",
    "document",
    "tool_use",
    "tool_result",
    "thinking",
    "redacted_thinking",
}


class InvalidRequest(Exception):
    """A request the real API would reject; its text uses the API's wording."""

    def __init__(
        self, message: str, status: int = 400, error_type: str = "invalid_request_error"
    ) -> None:
        super().__init__(message)
        self.status = status
        self.error_type = error_type


@dataclass(frozen=True)
class Reply:
    """One HTTP answer: status, JSON body, request id, and whether it goes out as a stream.

    ``body`` is the message (or the error) either way; :meth:`chunks` is what goes on the
    wire: the JSON text, or the message's server-sent events when ``stream`` is set.
    """

    status: int
    body: dict[str, Any]
    request_id: str
    stream: bool = False
    extra_headers: Mapping[str, str] = field(default_factory=dict)

    @property
    def headers(self) -> dict[str, str]:
        """The response headers: ``request-id`` (always), ``content-type``, any extras."""
        kind = STREAM_CONTENT_TYPE if self.stream else "application/json"
        return {"request-id": self.request_id, "content-type": kind, **self.extra_headers}

    def chunks(self) -> Iterator[bytes]:
        """The body as it goes on the wire: one JSON text, or one chunk per event."""
        if self.stream:
            return (encode_event(event) for event in message_events(self.body))
        return iter([json.dumps(self.body).encode()])


@dataclass
class FakeMessagesAPI:
    """A scripted, validating stand-in for ``POST /v1/messages``.

    ``requests`` keeps every request body received (valid or not), ``responses`` every
    reply, so tests can assert on the whole exchange. A message thread's continuation (as
    the SDK's ``tool_runner`` sends it) is kept expanded to the whole conversation. With
    ``max_logged`` set, only that many of the latest requests, responses and threads are
    kept (a long-running server needs the bound); ids keep counting either way.

    Safe to call from many threads: ids come from counters behind one lock, and each
    request is decided under it, so concurrent clients never share an id or a turn.
    """

    script: Iterable[Turn] = ()
    policy: Policy = end_turn_policy
    requests: list[dict[str, Any]] = field(default_factory=list)
    responses: list[dict[str, Any]] = field(default_factory=list)
    max_logged: int | None = None

    def __post_init__(self) -> None:
        if self.max_logged is not None and (
            isinstance(self.max_logged, bool)
            or not isinstance(self.max_logged, int)
            or self.max_logged < 1
        ):
            raise ConfigError(
                f"max_logged must be a positive int or None (got {self.max_logged!r}); "
                "pass None to keep everything."
            )
        self._script = iter(list(self.script))
        self._lock = threading.Lock()
        self._counts = {"request": 0, "message": 0, "tool": 0}
        self._threads: OrderedDict[str, dict[str, Any]] = OrderedDict()

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
        reply = self.answer(
            request.method, request.url.path, dict(request.headers), request.content
        )
        content = reply.chunks() if reply.stream else b"".join(reply.chunks())
        return httpx2.Response(reply.status, headers=reply.headers, content=content)

    # --- the protocol ----------------------------------------------------------------

    def respond(
        self, method: str, path: str, headers: Mapping[str, str], raw: bytes
    ) -> tuple[int, dict[str, Any]]:
        """Answer one request: ``(status, JSON body)`` (a streamed reply's whole message)."""
        reply = self.answer(method, path, headers, raw)
        return reply.status, reply.body

    def answer(self, method: str, path: str, headers: Mapping[str, str], raw: bytes) -> Reply:
        """Answer one request as a :class:`Reply` (the transport and the server send it)."""
        request_id = self._next_id("request", "req_fake")
        try:
            body = _parse(method, path, headers, raw)
            with self._lock:
                message = self._decide(body)
        except InvalidRequest as exc:
            return self.error_reply(exc, request_id)
        return Reply(200, message, request_id, stream=body.get("stream") is True)

    def refuse(self, status: int, message: str, error_type: str = "invalid_request_error") -> Reply:
        """An error reply with a fresh request id, for what fails before the API sees a body."""
        error = InvalidRequest(message, status, error_type)
        return self.error_reply(error, self._next_id("request", "req_fake"))

    @staticmethod
    def error_reply(error: InvalidRequest, request_id: str) -> Reply:
        """The API's error body for ``error``: type, message and the request id."""
        body = {
            "type": "error",
            "error": {"type": error.error_type, "message": str(error)},
            "request_id": request_id,
        }
        extra = {"allow": "POST"} if error.status == 405 else {}
        return Reply(error.status, body, request_id, extra_headers=extra)

    def _next_id(self, kind: str, prefix: str) -> str:
        with self._lock:
            return self._count(kind, prefix)

    def _count(self, kind: str, prefix: str) -> str:
        """The next id of ``kind``; the caller holds the lock."""
        self._counts[kind] += 1
        return f"{prefix}_{self._counts[kind]:04d}"

    def _decide(self, body: dict[str, Any]) -> dict[str, Any]:
        """Check one parsed request and produce the reply message; the caller holds the lock."""
        body = self._expand_thread(body)
        self._log(self.requests, body)
        check_request(body)
        message = self._message(body, self._next_turn(body))
        self._log(self.responses, message)
        if "thread" in body:
            self._keep_thread(body, message)
        return message

    def _log(self, log: list[dict[str, Any]], entry: dict[str, Any]) -> None:
        log.append(entry)
        if self.max_logged is not None and len(log) > self.max_logged:
            del log[: len(log) - self.max_logged]

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
        while self.max_logged is not None and len(self._threads) > self.max_logged:
            self._threads.popitem(last=False)

    def _next_turn(self, body: Mapping[str, Any]) -> Turn:
        return next(self._script, None) or self.policy(body)

    def _message(self, body: Mapping[str, Any], turn: Turn) -> dict[str, Any]:
        content = [self._with_id(dict(block)) for block in turn.content]
        asks_for_tool = any(block["type"] == "tool_use" for block in content)
        stop_reason = turn.stop_reason or ("tool_use" if asks_for_tool else "end_turn")
        return {
            "id": self._count("message", "msg_fake"),
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
            block["id"] = self._count("tool", "toolu_fake")
        return block


def _parse(method: str, path: str, headers: Mapping[str, str], raw: bytes) -> dict[str, Any]:
    """The request body as a dict, after the checks that come before the body's content."""
    route = urlsplit(path).path.rstrip("/")
    if route != MESSAGES_PATH:
        raise InvalidRequest(
            f"Not found: {method} {path}; the fake serves POST {MESSAGES_PATH}.",
            404,
            "not_found_error",
        )
    if method != "POST":
        raise InvalidRequest(
            f"Method not allowed: {method} {MESSAGES_PATH}; send POST with a JSON body.", 405
        )
    lowered = {key.lower(): value for key, value in headers.items()}
    if not ({"x-api-key", "authorization"} & lowered.keys()):
        raise InvalidRequest("x-api-key header is required", 401, "authentication_error")
    _check_content_type(lowered.get("content-type"))
    try:
        body = json.loads(raw or b"null")
    except ValueError as exc:
        raise InvalidRequest(f"There was an error parsing the body: {exc}") from exc
    if not isinstance(body, dict):
        raise InvalidRequest("The request body must be a JSON object.")
    return body


def _check_content_type(value: str | None) -> None:
    """A body sent as something other than JSON is refused (a missing header is tolerated)."""
    if value is None or value.split(";")[0].strip().lower() == "application/json":
        return
    raise InvalidRequest(
        f"content-type: expected application/json, got {value!r}; "
        "send the body as JSON with the header content-type: application/json."
    )


def check_request(body: Mapping[str, Any]) -> None:
    """Raise :class:`InvalidRequest` for what the real API would reject in ``body``."""
    model = body.get("model")
    if not isinstance(model, str) or not model:
        raise InvalidRequest("model: Field required (a non-empty model id string).")
    max_tokens = body.get("max_tokens")
    if isinstance(max_tokens, bool) or not isinstance(max_tokens, int) or max_tokens < 1:
        raise InvalidRequest(f"max_tokens: must be a positive integer, got {max_tokens!r}.")
    stream = body.get("stream", False)
    if not isinstance(stream, bool):
        raise InvalidRequest(f"stream: Input should be a valid boolean, got {stream!r}.")
    _check_system(body.get("system", ""))
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


def _check_system(system: object) -> None:
    """A system prompt is a string or a list of text blocks (Claude Code sends the list)."""
    if isinstance(system, str):
        return
    if not isinstance(system, list):
        raise InvalidRequest("system: Input should be a valid string or list of text blocks")
    for index, block in enumerate(system):
        if not isinstance(block, dict) or block.get("type") != "text":
            raise InvalidRequest(f"system.{index}: Input should be a text block")
        if not isinstance(block.get("text"), str):
            raise InvalidRequest(f"system.{index}.text: Input should be a valid string")


def _check_tools(tools: object) -> None:
    if not isinstance(tools, list):
        raise InvalidRequest("tools: Input should be a valid list.")
    seen: set[str] = set()
    for index, tool in enumerate(tools):
        name = tool.get("name") if isinstance(tool, dict) else None
        if not isinstance(name, str) or not TOOL_NAME.match(name):
            raise InvalidRequest(
                f"tools.{index}.name: String should match pattern '{TOOL_NAME.pattern}'"
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
