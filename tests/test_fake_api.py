"""The offline fake Messages API: real SDK in, real errors out."""

from __future__ import annotations

import json
import threading
import urllib.request
from typing import Any

import anthropic
import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolhooks.fake import FAKE_API_KEY, FakeMessagesAPI, Turn, serve, text, tool_use

HELLO = [{"role": "user", "content": "hi"}]


def _create(api: FakeMessagesAPI, **overrides: Any) -> anthropic.types.Message:
    request: dict[str, Any] = {"model": "claude-test", "max_tokens": 64, "messages": HELLO}
    request.update(overrides)
    return api.client().messages.create(**request)


def test_scripted_turns_come_back_as_sdk_objects_with_stable_ids() -> None:
    """Text and parallel tool_use blocks parse into the SDK's own types; ids are deterministic."""
    api = FakeMessagesAPI(
        [
            Turn(
                [
                    text("Two lookups."),
                    tool_use("lookup_user", {"user_id": "u_1"}),
                    tool_use("get_orders", {}),
                ]
            )
        ]
    )
    message = _create(api)
    assert message.stop_reason == "tool_use"
    assert [block.type for block in message.content] == ["text", "tool_use", "tool_use"]
    assert [block.id for block in message.content if block.type == "tool_use"] == [
        "toolu_fake_0001",
        "toolu_fake_0002",
    ]


def test_after_the_script_the_policy_answers() -> None:
    """An exhausted script falls back to the policy (by default a short end_turn)."""
    api = FakeMessagesAPI(
        policy=lambda request: Turn([text(f"{len(request['messages'])} messages")])
    )
    assert _create(api).content[0].text == "1 messages"  # type: ignore[union-attr]


def _broken_transcripts() -> st.SearchStrategy[tuple[list[dict[str, Any]], str]]:
    """Transcripts with one pairing defect each, and the start of the API's message for it."""
    use = {"type": "tool_use", "id": "toolu_01", "name": "t", "input": {}}
    result = {"type": "tool_result", "tool_use_id": "toolu_01", "content": "ok"}
    cases = [
        (
            [
                *HELLO,
                {"role": "assistant", "content": [use]},
                {"role": "user", "content": "skipped"},
            ],
            "messages.1: `tool_use` ids were found without `tool_result` blocks",
        ),
        (
            [
                *HELLO,
                {"role": "assistant", "content": [use]},
                {"role": "user", "content": [text("x"), result]},
            ],
            "messages.2: Did not find 1 `tool_result` block(s) at the beginning",
        ),
        (
            [
                *HELLO,
                {"role": "assistant", "content": "no tools"},
                {"role": "user", "content": [result]},
            ],
            "messages.2.content.0: unexpected `tool_use_id` found in `tool_result` blocks: toolu_01",
        ),
        (
            [
                *HELLO,
                {"role": "assistant", "content": [use]},
                {"role": "user", "content": [result, result]},
            ],
            "messages.2.content.1: each `tool_use` must have a single result",
        ),
    ]
    return st.sampled_from(cases)


@given(_broken_transcripts())
def test_broken_pairing_is_a_400_bad_request_in_the_api_wording(
    case: tuple[list[dict[str, Any]], str],
) -> None:
    """The SDK raises BadRequestError with the API's error body and message."""
    messages, expected = case
    api = FakeMessagesAPI()
    with pytest.raises(anthropic.BadRequestError) as caught:
        _create(api, messages=messages)
    assert caught.value.status_code == 400
    body = caught.value.body
    assert isinstance(body, dict)
    assert body["type"] == "error"
    assert body["error"]["type"] == "invalid_request_error"
    assert body["error"]["message"].startswith(expected)


@pytest.mark.parametrize(
    ("overrides", "expected"),
    [
        ({"model": ""}, "model:"),
        ({"max_tokens": 0}, "max_tokens: must be a positive integer"),
        ({"messages": []}, "messages: at least one message"),
        ({"messages": [{"role": "system", "content": "x"}]}, "messages.0.role"),
        (
            {"messages": [{"role": "user", "content": [{"type": "video"}]}]},
            "messages.0.content.0: Input tag 'video'",
        ),
        (
            {"tools": [{"name": "has space", "input_schema": {}}]},
            "tools.0.name: String should match pattern",
        ),
        (
            {"tools": [{"name": "a", "input_schema": {}}, {"name": "a", "input_schema": {}}]},
            "Tool names must be unique",
        ),
    ],
)
def test_request_shape_errors_are_400_with_a_clear_message(
    overrides: dict[str, Any], expected: str
) -> None:
    """Model, max_tokens, roles, block types and tools are checked like the real API."""
    with pytest.raises(anthropic.BadRequestError, match=expected):
        _create(FakeMessagesAPI(), **overrides)


def test_served_on_loopback_for_any_client() -> None:
    """`serve` binds 127.0.0.1 and answers plain HTTP clients the same way."""
    server = serve(FakeMessagesAPI([Turn([text("hello over http")])]), 0)
    host, port = server.server_address[:2]
    assert host == "127.0.0.1"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        body = json.dumps({"model": "m", "max_tokens": 5, "messages": HELLO}).encode()
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/v1/messages",
            body,
            {"x-api-key": FAKE_API_KEY, "content-type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            assert json.load(response)["content"][0]["text"] == "hello over http"
    finally:
        server.shutdown()
        server.server_close()


def test_the_sdk_can_be_pointed_at_the_loopback_server() -> None:
    """A stock client with only base_url changed talks to the served fake."""
    server = serve(FakeMessagesAPI([Turn([text("via base_url")])]), 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        client = anthropic.Anthropic(
            api_key=FAKE_API_KEY,
            base_url=f"http://127.0.0.1:{server.server_address[1]}",
            max_retries=0,
        )
        message = client.messages.create(model="m", max_tokens=5, messages=HELLO)  # type: ignore[arg-type]
        assert message.content[0].text == "via base_url"  # type: ignore[union-attr]
    finally:
        server.shutdown()
        server.server_close()


def _raw(api: FakeMessagesAPI, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    return api.respond(
        "POST", "/v1/messages?beta=true", {"x-api-key": "k"}, json.dumps(body).encode()
    )


def test_a_thread_continuation_is_rebuilt_and_checked_as_one_conversation() -> None:
    """Threads send only new messages; the fake rebuilds the rest, then checks pairing on all."""
    api = FakeMessagesAPI([Turn([tool_use("lookup_user", {"user_id": "u_1"}, "toolu_t")])])
    first = {
        "model": "m",
        "max_tokens": 9,
        "messages": HELLO,
        "thread": {"type": "create"},
        "system": "be brief",
        "tools": [{"name": "lookup_user", "input_schema": {}}],
    }
    status, reply = _raw(api, first)
    assert status == 200
    result = {
        "role": "user",
        "content": [{"type": "tool_result", "tool_use_id": "toolu_t", "content": "ok"}],
    }
    thread = {"type": "continue", "previous_message_id": reply["id"]}
    status, _ = _raw(api, {"model": "m", "max_tokens": 9, "messages": [result], "thread": thread})
    assert status == 200
    rebuilt = api.requests[-1]
    assert [m["role"] for m in rebuilt["messages"]] == ["user", "assistant", "user"]
    assert rebuilt["system"] == "be brief"
    wrong = {
        "role": "user",
        "content": [{"type": "tool_result", "tool_use_id": "toolu_zz", "content": "ok"}],
    }
    status, error = _raw(
        api, {"model": "m", "max_tokens": 9, "messages": [wrong], "thread": thread}
    )
    assert status == 400
    assert "without `tool_result` blocks immediately after: toolu_t" in error["error"]["message"]


def test_continuing_an_unknown_thread_is_a_400_that_says_what_to_do() -> None:
    api = FakeMessagesAPI()
    thread = {"type": "continue", "previous_message_id": "msg_nope"}
    status, error = _raw(api, {"model": "m", "max_tokens": 9, "messages": HELLO, "thread": thread})
    assert status == 400
    assert "msg_nope" in error["error"]["message"]
    assert "full conversation" in error["error"]["message"]
