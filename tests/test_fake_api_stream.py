"""Streaming from the fake Messages API: the real SDK's three streaming paths, and the wire."""

from __future__ import annotations

import json
from typing import Any

import anthropic
import httpx2
import pytest

from tests.test_beta_tools import SESSION, lookup_user, same_user_registry
from toolhooks.fake import FAKE_API_KEY, FakeMessagesAPI, Turn, text, tool_use
from toolhooks.fake.stream import JSON_CHUNK, TEXT_CHUNK, message_events
from toolhooks.hosts.agent_loop import model_id
from toolhooks.hosts.beta_tools import hook_beta_tools
from toolhooks.testing import FixedClock

HELLO = [{"role": "user", "content": "hi"}]
REQUEST: dict[str, Any] = {"model": "claude-test", "max_tokens": 64, "messages": HELLO}
LOOKUP = {"user_id": "u_1", "note": 'a "quoted" word, ünïcode'}
SCRIPT = [Turn([text("Checking the account now."), tool_use("lookup_user", LOOKUP)])]


def sse(raw: bytes) -> list[tuple[str, dict[str, Any]]]:
    """Parse a server-sent event stream as the API writes it: ``event:`` and ``data:`` lines."""
    events = []
    for block in raw.decode().split("\n\n"):
        if block:
            name_line, data_line = block.split("\n")
            assert name_line.startswith("event: ")
            assert data_line.startswith("data: ")
            events.append((name_line[len("event: ") :], json.loads(data_line[len("data: ") :])))
    return events


def streamed(api: FakeMessagesAPI, body: dict[str, Any], headers: dict[str, str] | None = None):
    """POST ``body`` with ``stream: true`` through the fake's transport; the raw response."""
    client = httpx2.Client(transport=httpx2.MockTransport(api.handle))
    sent = {"x-api-key": FAKE_API_KEY, "content-type": "application/json", **(headers or {})}
    return client.post(
        "http://fake.invalid/v1/messages?beta=true", json={**body, "stream": True}, headers=sent
    )


class TestSDKStreaming:
    def test_stream_helper_ends_with_the_same_message_create_returns(self):
        """messages.stream(...).get_final_message() equals the non-streamed reply, field by field."""
        created = FakeMessagesAPI(SCRIPT).client().messages.create(**REQUEST)
        with FakeMessagesAPI(SCRIPT).client().messages.stream(**REQUEST) as stream:
            final = stream.get_final_message()
        assert final.model_dump(exclude_none=True) == created.model_dump(exclude_none=True)
        assert final.content[1].input == LOOKUP  # type: ignore[union-attr]

    def test_text_stream_yields_the_text_in_fixed_size_pieces(self):
        """text_stream gives the text in TEXT_CHUNK-character pieces that join to the whole."""
        with FakeMessagesAPI(SCRIPT).client().messages.stream(**REQUEST) as stream:
            got = list(stream.text_stream)
        assert got == ["Checking the", " account now", "."]
        assert all(len(piece) <= TEXT_CHUNK for piece in got)

    def test_create_with_stream_true_yields_the_raw_events_in_api_order(self):
        """messages.create(stream=True) yields start, per-block start/deltas/stop, delta, stop."""
        events = list(FakeMessagesAPI(SCRIPT).client().messages.create(**REQUEST, stream=True))
        kinds = [event.type for event in events]
        json_deltas = (len(json.dumps(LOOKUP)) + JSON_CHUNK - 1) // JSON_CHUNK + 1
        assert kinds == [
            "message_start",
            "content_block_start",
            *["content_block_delta"] * 3,
            "content_block_stop",
            "content_block_start",
            *["content_block_delta"] * json_deltas,
            "content_block_stop",
            "message_delta",
            "message_stop",
        ]
        start = events[0]
        assert start.type == "message_start"
        assert start.message.content == []
        assert start.message.stop_reason is None
        delta = events[-2]
        assert delta.type == "message_delta"
        assert delta.delta.stop_reason == "tool_use"
        assert delta.usage.output_tokens > 0

    def test_tool_input_json_arrives_in_several_pieces_that_join_to_the_input(self):
        """input_json_delta pieces: an empty first one, then JSON_CHUNK-sized ones, none whole."""
        events = FakeMessagesAPI(SCRIPT).client().messages.create(**REQUEST, stream=True)
        partial = [
            event.delta.partial_json
            for event in events
            if event.type == "content_block_delta" and event.delta.type == "input_json_delta"
        ]
        assert partial[0] == ""
        assert len(partial) >= 4
        assert all(0 < len(piece) <= JSON_CHUNK for piece in partial[1:])
        assert json.loads("".join(partial)) == LOOKUP

    def test_a_thinking_block_streams_as_thinking_and_signature_deltas(self):
        """A scripted thinking block comes back whole from the stream helper."""
        thinking = {"type": "thinking", "thinking": "The user wants a lookup.", "signature": "sig"}
        api = FakeMessagesAPI([Turn([thinking, text("Hi.")])])
        with api.client().messages.stream(**REQUEST) as stream:
            final = stream.get_final_message()
        assert final.content[0].model_dump(exclude_none=True) == thinking

    def test_a_request_that_fails_the_checks_is_a_json_400_before_any_stream(self):
        """An invalid streaming request raises BadRequestError, as the API answers before streaming."""
        client = FakeMessagesAPI(SCRIPT).client()
        with pytest.raises(anthropic.BadRequestError, match="max_tokens: must be a positive"):
            client.messages.create(**{**REQUEST, "max_tokens": 0}, stream=True)
        with pytest.raises(anthropic.BadRequestError, match="max_tokens"):  # noqa: SIM117
            with client.messages.stream(**{**REQUEST, "max_tokens": 0}) as stream:
                stream.get_final_message()

    def test_tool_runner_with_stream_true_runs_hooked_tools_with_the_real_ids(self):
        """tool_runner(stream=True) + hook_beta_tools: the denial reaches the model under its id."""
        api = FakeMessagesAPI(
            [
                Turn([tool_use("lookup_user", {"user_id": "u_999"}, "toolu_a")]),
                Turn([text("I can only show your own account.")]),
            ]
        )
        hooked = hook_beta_tools([lookup_user], same_user_registry(), SESSION, clock=FixedClock())
        runner = api.client().beta.messages.tool_runner(
            model=model_id(),
            max_tokens=512,
            tools=hooked.tools,
            messages=[{"role": "user", "content": "Show me account u_999."}],
            stream=True,
        )
        final = hooked.run(runner)
        assert final.content[0].text == "I can only show your own account."
        assert [request.get("stream") for request in api.requests] == [True, True]
        [result] = api.requests[1]["messages"][-1]["content"]
        assert result["tool_use_id"] == "toolu_a"
        assert result["is_error"] is True
        assert "BLOCKED" in json.dumps(result["content"])


class TestWire:
    def test_events_are_named_as_their_type_with_a_ping_after_the_first_block_starts(self):
        """On the wire each event's SSE name is its data's type, and one ping follows the first start."""
        response = streamed(FakeMessagesAPI(SCRIPT), REQUEST)
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        events = sse(response.content)
        assert all(name == data["type"] for name, data in events)
        names = [name for name, _ in events]
        assert names[:3] == ["message_start", "content_block_start", "ping"]
        assert names.count("ping") == 1
        assert names[-2:] == ["message_delta", "message_stop"]

    def test_an_empty_message_still_pings(self):
        """With no content blocks, the ping comes after message_start."""
        message = {
            "id": "msg_x",
            "type": "message",
            "role": "assistant",
            "model": "m",
            "content": [],
            "stop_reason": "end_turn",
            "stop_sequence": None,
            "usage": {"input_tokens": 1, "output_tokens": 0},
        }
        names = [name for name, _ in message_events(message)]
        assert names == ["message_start", "ping", "message_delta", "message_stop"]

    def test_the_same_script_always_streams_the_same_bytes(self):
        """No randomness: two fresh fakes with one script write identical streams."""
        first = streamed(FakeMessagesAPI(SCRIPT), REQUEST).content
        second = streamed(FakeMessagesAPI(SCRIPT), REQUEST).content
        assert first == second

    def test_claude_code_request_fields_and_headers_are_accepted(self):
        """system blocks with cache_control, thinking, metadata, context_management,
        output_config, anthropic-beta and ?beta=true: all accepted, and streamed."""
        response = streamed(
            FakeMessagesAPI(SCRIPT), CLAUDE_CODE_BODY, {"anthropic-beta": CLAUDE_CODE_BETAS}
        )
        assert response.status_code == 200, response.text
        assert sse(response.content)[-1][0] == "message_stop"

    @pytest.mark.parametrize(
        ("overrides", "expected"),
        [
            ({"stream": "yes"}, "stream: Input should be a valid boolean"),
            ({"system": [{"type": "image"}]}, "system.0: Input should be a text block"),
            ({"system": [{"type": "text", "text": 5}]}, "system.0.text"),
            ({"system": 7}, "system: Input should be a valid string or list"),
        ],
    )
    def test_stream_and_system_fields_are_checked(self, overrides, expected):
        """A non-boolean stream flag or a malformed system prompt is a JSON 400, not a stream."""
        status, body = FakeMessagesAPI().respond(
            "POST",
            "/v1/messages",
            {"x-api-key": "k"},
            json.dumps({**REQUEST, **overrides}).encode(),
        )
        assert status == 400
        assert body["error"]["message"].startswith(expected)
        assert body["request_id"].startswith("req_")


CLAUDE_CODE_BETAS = (
    "claude-code-20250219,interleaved-thinking-2025-05-14,context-management-2025-06-27"
)
CLAUDE_CODE_BODY: dict[str, Any] = {
    "model": "claude-test",
    "max_tokens": 32000,
    "system": [
        {"type": "text", "text": "You are Claude Code.", "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": "Project rules...", "cache_control": {"type": "ephemeral"}},
    ],
    "messages": [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "<system-reminder>context</system-reminder>"},
                {"type": "text", "text": "hi", "cache_control": {"type": "ephemeral"}},
            ],
        }
    ],
    "tools": [
        {
            "name": "Bash",
            "description": "Run a command.",
            "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}},
            "cache_control": {"type": "ephemeral"},
        }
    ],
    "thinking": {"type": "enabled", "budget_tokens": 31999},
    "metadata": {"user_id": "user_abc_account__session_123"},
    "context_management": {"edits": [{"type": "clear_thinking_20251015", "keep": "all"}]},
    "output_config": {"effort": "high"},
    "temperature": 1,
}
