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
A script can also make the API fail (:class:`~toolhooks.fake.script.ErrorTurn`): mid-stream
with an ``error`` event, or as the error's HTTP status, so a client's handling of an
overloaded API runs offline.

What a client can send is checked as the API checks it: unknown top-level keys, parameter
ranges (``temperature`` and ``top_p`` from 0 to 1, ``top_k`` from 0, ``thinking``'s
budget), ``tool_choice``, ``metadata`` and every content block's required fields, each
refused with a 400 in the API's JSON shape and the place in its own syntax
(``messages.0.content.1.image.source: Field required``). A failure inside the fake itself
(a policy that raises, say) is a 500 ``api_error`` that names it, never a dropped
connection the SDK would report as ``APIConnectionError``.

The command-line tool that serves a scenario file on loopback is :mod:`toolhooks.fake.server`.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, NoReturn
from urllib.parse import urlsplit

import anthropic
import httpx2

from toolhooks.errors import (
    ConfigError,
    ScriptError,
    TranscriptError,
    describe_exception,
    safe_repr,
)
from toolhooks.fake.script import (
    TOOL_NAME,
    ErrorTurn,
    Policy,
    ScriptStep,
    Turn,
    end_turn_policy,
    text,
    tool_use,
)
from toolhooks.fake.stream import (
    STREAM_CONTENT_TYPE,
    Event,
    encode_event,
    failed_events,
    message_events,
)
from toolhooks.pairing import validate_transcript

__all__ = [
    "FAKE_API_KEY",
    "FAKE_BASE_URL",
    "ErrorTurn",
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


def _known_parameters() -> frozenset[str]:
    """Every top-level key a client may send: those the SDK's own request types declare
    (the beta ones too, ``thread`` included), and the sampling parameters."""
    from anthropic.types import message_create_params as plain
    from anthropic.types.beta import message_create_params as beta

    keys = {"stream", "temperature", "top_p", "top_k"}
    for params in (plain.MessageCreateParamsBase, beta.MessageCreateParamsBase):
        keys |= params.__required_keys__ | params.__optional_keys__
    return frozenset(keys)


PARAMETERS = _known_parameters()
"""The request body's known keys; any other is refused as the API does."""
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
    events: tuple[Event, ...] | None = None
    """The events to stream instead of ``body``'s (a stream that fails mid-way)."""

    @property
    def headers(self) -> dict[str, str]:
        """The response headers: ``request-id`` (always), ``content-type``, any extras."""
        kind = STREAM_CONTENT_TYPE if self.stream else "application/json"
        return {"request-id": self.request_id, "content-type": kind, **self.extra_headers}

    def chunks(self) -> Iterator[bytes]:
        """The body as it goes on the wire: one JSON text, or one chunk per event."""
        if self.stream:
            events = message_events(self.body) if self.events is None else self.events
            return (encode_event(event) for event in events)
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

    script: Iterable[ScriptStep] = ()
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
        if not callable(self.policy):
            raise ConfigError(
                f"FakeMessagesAPI(policy=...) must be a callable request -> Turn, got "
                f"{safe_repr(self.policy)}; e.g. lambda request: Turn([text('Done.')])."
            )
        self._script = iter(_checked_script(self.script))
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
        """The transport handler: one HTTP request in, one HTTP response out.

        It never raises: an exception here would reach the SDK as ``APIConnectionError:
        Connection error.``, hiding its cause (:meth:`answer` turns any into a 500).
        """
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
        except _MidStream as failed:
            error = self.error_reply(failed.error, request_id).body
            return Reply(200, error, request_id, stream=True, events=failed.events)
        except InvalidRequest as exc:
            return self.error_reply(exc, request_id)
        except Exception as exc:  # a defect in the fake or its policy: say so, do not hang up
            return self.error_reply(_fake_failure(exc), request_id)
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
        step = self._next_turn(body)
        if isinstance(step, ErrorTurn):
            self._fail_as_scripted(body, step)
        message = self._message(body, step)
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

    def _next_turn(self, body: Mapping[str, Any]) -> ScriptStep:
        step = next(self._script, None)
        if step is not None:
            return step
        turn = self.policy(body)
        if not isinstance(turn, (Turn, ErrorTurn)):
            raise ScriptError(
                f"the fake's policy returned {safe_repr(turn)} ({type(turn).__name__}), not a "
                "Turn; return Turn([text('...')]) or an ErrorTurn."
            )
        return turn

    def _fail_as_scripted(self, body: Mapping[str, Any], step: ErrorTurn) -> NoReturn:
        """Raise the scripted failure: as its HTTP status, or mid-stream when streaming."""
        error = InvalidRequest(step.message, step.status, step.error_type)
        self._log(self.responses, {"type": "error", "error": {"type": step.error_type}})
        if body.get("stream") is not True:
            raise error
        started = self._message(body, Turn([], None))
        raise _MidStream(error, tuple(failed_events(started, step.error_type, step.message)))

    def _message(self, body: Mapping[str, Any], turn: Turn) -> dict[str, Any]:
        content = [self._with_id(dict(block)) for block in turn.content]
        asks_for_tool = any(block["type"] == "tool_use" for block in content)
        stop_reason = turn.stop_reason or ("tool_use" if asks_for_tool else "end_turn")
        input_tokens = len(json.dumps(body["messages"])) // 4
        return {
            "id": self._count("message", "msg_fake"),
            "type": "message",
            "role": "assistant",
            "model": body["model"],
            "content": content,
            "stop_reason": stop_reason,
            "stop_sequence": None,
            "usage": {
                "input_tokens": input_tokens,
                "cache_creation_input_tokens": 0,
                "cache_read_input_tokens": 0,
                "output_tokens": max(1, len(json.dumps(content)) // 4),
                "service_tier": "standard",
            },
        }

    def _with_id(self, block: dict[str, Any]) -> dict[str, Any]:
        if block.get("type") == "tool_use" and "id" not in block:
            block["id"] = self._count("tool", "toolu_fake")
        return block


class _MidStream(Exception):
    """A scripted failure of a streamed request: the events up to and including the error."""

    def __init__(self, error: InvalidRequest, events: tuple[Event, ...]) -> None:
        super().__init__(str(error))
        self.error, self.events = error, events


def _fake_failure(exc: Exception) -> InvalidRequest:
    """A defect inside the fake (or its policy) as the API's 500, naming the cause."""
    return InvalidRequest(
        f"The fake Messages API failed: {describe_exception(exc)}. This is a defect in the "
        "fake or in the policy/script you gave it, not in your request.",
        500,
        "api_error",
    )


def _checked_script(script: object) -> list[ScriptStep]:
    """The script as a list of turns; anything else is refused where it is written."""
    if isinstance(script, (str, bytes, Mapping)) or not isinstance(script, Iterable):
        raise ScriptError(
            f"FakeMessagesAPI(script=...) takes a list of Turn values, got "
            f"{safe_repr(script)} ({type(script).__name__}); e.g. [Turn([text('Hi.')])]."
        )
    steps = list(script)
    for index, step in enumerate(steps):
        if not isinstance(step, (Turn, ErrorTurn)):
            raise ScriptError(
                f"FakeMessagesAPI(script=...)[{index}] must be a Turn or an ErrorTurn, got "
                f"{safe_repr(step)} ({type(step).__name__}); build it with "
                "Turn([text(...), tool_use(...)]), or read the scenario-file shape with "
                "toolhooks.fake.script.parse_script(...)."
            )
    return steps


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
        body = json.loads(raw or b"null", parse_constant=_not_json)
    except RecursionError as exc:
        raise InvalidRequest(
            "There was an error parsing the body: it nests too deeply to read."
        ) from exc
    except ValueError as exc:
        raise InvalidRequest(f"There was an error parsing the body: {exc}") from exc
    if not isinstance(body, dict):
        raise InvalidRequest("The request body must be a JSON object.")
    return body


def _not_json(constant: str) -> object:
    """``NaN`` and ``Infinity`` are not JSON: the API's parser refuses them, so does the fake."""
    raise ValueError(f"{constant} is not valid JSON (write a number or null)")


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
    for key in body:
        if key not in PARAMETERS:
            raise InvalidRequest(f"{key}: Extra inputs are not permitted")
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
    _check_sampling(body)
    _check_options(body, max_tokens)
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
        _check_block(f"messages.{index}.content.{position}", block)


# --- parameters ---------------------------------------------------------------------------

_UNIT_RANGE = (("temperature", 1.0), ("top_p", 1.0))
_TOOL_CHOICES = ("auto", "any", "tool", "none")
_THINKING = ("enabled", "disabled", "adaptive")
MIN_THINKING_BUDGET = 1024


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value


def _check_sampling(body: Mapping[str, Any]) -> None:
    """``temperature`` and ``top_p`` from 0 to 1, ``top_k`` an integer from 0."""
    for name, high in _UNIT_RANGE:
        if name not in body:
            continue
        value = body[name]
        if not _is_number(value):
            raise InvalidRequest(f"{name}: Input should be a valid number, got {value!r}")
        if value < 0:
            raise InvalidRequest(f"{name}: Input should be greater than or equal to 0")
        if value > high:
            raise InvalidRequest(f"{name}: Input should be less than or equal to 1")
    if "top_k" in body:
        top_k = body["top_k"]
        if isinstance(top_k, bool) or not isinstance(top_k, int):
            raise InvalidRequest(f"top_k: Input should be a valid integer, got {top_k!r}")
        if top_k < 0:
            raise InvalidRequest("top_k: Input should be greater than or equal to 0")


def _check_options(body: Mapping[str, Any], max_tokens: int) -> None:
    """``stop_sequences``, ``metadata``, ``tool_choice`` and ``thinking``, when present."""
    if "stop_sequences" in body:
        stops = body["stop_sequences"]
        if not isinstance(stops, list):
            raise InvalidRequest("stop_sequences: Input should be a valid list")
        for index, stop in enumerate(stops):
            if not isinstance(stop, str):
                raise InvalidRequest(f"stop_sequences.{index}: Input should be a valid string")
    if "metadata" in body:
        _check_metadata(body["metadata"])
    if "tool_choice" in body:
        _check_tool_choice(body["tool_choice"])
    if "thinking" in body:
        _check_thinking(body["thinking"], max_tokens)


def _check_metadata(metadata: object) -> None:
    if not isinstance(metadata, dict):
        raise InvalidRequest("metadata: Input should be a valid dictionary")
    for key in metadata:
        if key != "user_id":
            raise InvalidRequest(f"metadata.{key}: Extra inputs are not permitted")
    user_id = metadata.get("user_id")
    if user_id is not None and not isinstance(user_id, str):
        raise InvalidRequest("metadata.user_id: Input should be a valid string")


def _check_tool_choice(choice: object) -> None:
    kind = choice.get("type") if isinstance(choice, dict) else None
    if kind not in _TOOL_CHOICES:
        raise InvalidRequest(
            f"tool_choice: Input tag {kind!r} found using 'type' does not match any of the "
            f"expected tags: {', '.join(repr(tag) for tag in _TOOL_CHOICES)}"
        )
    assert isinstance(choice, dict)  # for the type checker: kind came from a dict
    if kind == "tool" and not isinstance(choice.get("name"), str):
        raise InvalidRequest("tool_choice.tool.name: Field required")
    parallel = choice.get("disable_parallel_tool_use", False)
    if not isinstance(parallel, bool):
        raise InvalidRequest(
            f"tool_choice.{kind}.disable_parallel_tool_use: Input should be a valid boolean"
        )


def _check_thinking(thinking: object, max_tokens: int) -> None:
    kind = thinking.get("type") if isinstance(thinking, dict) else None
    if kind not in _THINKING:
        raise InvalidRequest(
            f"thinking: Input tag {kind!r} found using 'type' does not match any of the "
            f"expected tags: {', '.join(repr(tag) for tag in _THINKING)}"
        )
    assert isinstance(thinking, dict)
    if kind != "enabled":
        return
    budget = thinking.get("budget_tokens")
    if isinstance(budget, bool) or not isinstance(budget, int):
        raise InvalidRequest("thinking.enabled.budget_tokens: Field required (an integer)")
    if budget < MIN_THINKING_BUDGET:
        raise InvalidRequest(
            "thinking.enabled.budget_tokens: Input should be greater than or equal to "
            f"{MIN_THINKING_BUDGET}"
        )
    if max_tokens <= budget:
        raise InvalidRequest("`max_tokens` must be greater than `thinking.budget_tokens`.")


# --- content blocks -----------------------------------------------------------------------

_IMAGE_TYPES = ("image/jpeg", "image/png", "image/gif", "image/webp")
_SOURCE_FIELDS = {"base64": "data", "url": "url", "file": "file_id", "text": "data"}
_RESULT_BLOCK_TYPES = ("text", "image", "document", "search_result")


def _check_block(where: str, block: dict[str, Any]) -> None:
    """A content block's required fields, by type; ``where`` is ``messages.0.content.1``."""
    kind = block["type"]
    at = f"{where}.{kind}"
    if kind == "text":
        _require_string(at, block, "text")
    elif kind in ("image", "document"):
        _check_source(at, block.get("source"), kind)
    elif kind == "tool_use":
        _require_string(at, block, "id", non_empty=True)
        _require_string(at, block, "name", non_empty=True)
        if not isinstance(block.get("input"), dict):
            raise InvalidRequest(f"{at}.input: Input should be a valid dictionary")
    elif kind == "tool_result":
        _check_tool_result(at, block)
    elif kind == "thinking":
        _require_string(at, block, "thinking")
        _require_string(at, block, "signature")
    elif kind == "redacted_thinking":
        _require_string(at, block, "data")


def _require_string(
    at: str, block: Mapping[str, Any], name: str, *, non_empty: bool = False
) -> None:
    if name not in block:
        raise InvalidRequest(f"{at}.{name}: Field required")
    value = block[name]
    if not isinstance(value, str):
        raise InvalidRequest(f"{at}.{name}: Input should be a valid string")
    if non_empty and not value:
        raise InvalidRequest(f"{at}.{name}: String should have at least 1 character")


def _check_source(at: str, source: object, kind: str) -> None:
    if source is None:
        raise InvalidRequest(f"{at}.source: Field required")
    source_type = source.get("type") if isinstance(source, dict) else None
    allowed = (
        ("base64", "url", "file")
        if kind == "image"
        else ("base64", "url", "file", "text", "content")
    )
    if source_type not in allowed:
        raise InvalidRequest(
            f"{at}.source: Input tag {source_type!r} found using 'type' does not match any of "
            f"the expected tags: {', '.join(repr(tag) for tag in allowed)}"
        )
    assert isinstance(source, dict)
    if source_type == "content":
        if not isinstance(source.get("content"), (str, list)):
            raise InvalidRequest(f"{at}.source.content.content: Field required")
        return
    _require_string(f"{at}.source.{source_type}", source, _SOURCE_FIELDS[str(source_type)])
    if kind == "image" and source_type == "base64" and source.get("media_type") not in _IMAGE_TYPES:
        raise InvalidRequest(
            f"{at}.source.base64.media_type: Input should be "
            f"{', '.join(repr(media) for media in _IMAGE_TYPES)}"
        )


def _check_tool_result(at: str, block: Mapping[str, Any]) -> None:
    _require_string(at, block, "tool_use_id", non_empty=True)
    if not isinstance(block.get("is_error", False), bool):
        raise InvalidRequest(f"{at}.is_error: Input should be a valid boolean")
    content = block.get("content", "")
    if isinstance(content, str):
        return
    if not isinstance(content, list):
        raise InvalidRequest(f"{at}.content: Input should be a valid string or list")
    for position, inner in enumerate(content):
        kind = inner.get("type") if isinstance(inner, dict) else None
        if kind not in _RESULT_BLOCK_TYPES:
            raise InvalidRequest(
                f"{at}.content.{position}: Input tag {kind!r} found using 'type' does not "
                "match any of the expected tags"
            )
        if kind != "search_result":
            _check_block(f"{at}.content.{position}", inner)
