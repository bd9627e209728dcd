"""The fake refuses what the API refuses, fails as the API fails, and never hides its own bugs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anthropic
import pytest

from tests.test_fake_api_stream import REQUEST, sse, streamed
from toolhooks.errors import ScriptError
from toolhooks.fake import FakeMessagesAPI, Turn, main, text, tool_use
from toolhooks.fake.api import PARAMETERS
from toolhooks.fake.script import ErrorTurn, load_script

HEADERS = {"x-api-key": "k", "content-type": "application/json"}


def post(api: FakeMessagesAPI, body: object) -> tuple[int, dict[str, Any]]:
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    return api.respond("POST", "/v1/messages", HEADERS, raw)


def with_blocks(*blocks: dict[str, Any]) -> dict[str, Any]:
    return {**REQUEST, "messages": [{"role": "user", "content": list(blocks)}]}


def assert_400(body: object, expected: str) -> dict[str, Any]:
    """A 400 in the API's own shape whose message starts with ``expected``."""
    status, reply = post(FakeMessagesAPI(), body)
    assert status == 400, reply
    assert set(reply) == {"type", "error", "request_id"}
    assert reply["type"] == "error"
    assert reply["error"]["type"] == "invalid_request_error"
    assert reply["error"]["message"].startswith(expected), reply["error"]["message"]
    return reply


class TestParameters:
    @pytest.mark.parametrize(
        ("overrides", "expected"),
        [
            ({"temperature": 7}, "temperature: Input should be less than or equal to 1"),
            ({"temperature": -0.1}, "temperature: Input should be greater than or equal to 0"),
            ({"temperature": "hot"}, "temperature: Input should be a valid number"),
            ({"temperature": True}, "temperature: Input should be a valid number"),
            ({"top_p": 1.5}, "top_p: Input should be less than or equal to 1"),
            ({"top_k": -1}, "top_k: Input should be greater than or equal to 0"),
            ({"top_k": 2.5}, "top_k: Input should be a valid integer"),
            ({"stop_sequences": "END"}, "stop_sequences: Input should be a valid list"),
            ({"stop_sequences": ["END", 3]}, "stop_sequences.1: Input should be a valid string"),
            ({"metadata": {"user": "u"}}, "metadata.user: Extra inputs are not permitted"),
            ({"metadata": {"user_id": 4}}, "metadata.user_id: Input should be a valid string"),
            ({"tool_choice": {"type": "sometimes"}}, "tool_choice: Input tag 'sometimes'"),
            ({"tool_choice": {"type": "tool"}}, "tool_choice.tool.name: Field required"),
            ({"thinking": {"type": "on"}}, "thinking: Input tag 'on'"),
            (
                {"thinking": {"type": "enabled", "budget_tokens": 10}},
                "thinking.enabled.budget_tokens: Input should be greater than or equal to 1024",
            ),
            (
                {"max_tokens": 2000, "thinking": {"type": "enabled", "budget_tokens": 4000}},
                "`max_tokens` must be greater than `thinking.budget_tokens`",
            ),
            ({"temprature": 0.5}, "temprature: Extra inputs are not permitted"),
            ({"messagez": []}, "messagez: Extra inputs are not permitted"),
        ],
    )
    def test_out_of_range_and_unknown_parameters_are_a_400(
        self, overrides: dict[str, Any], expected: str
    ) -> None:
        """Each is refused with the API's 400 body, naming the parameter as the API does."""
        assert_400({**REQUEST, **overrides}, expected)

    @pytest.mark.parametrize(
        "overrides",
        [
            {"temperature": 0},
            {"temperature": 1.0, "top_p": 0.9, "top_k": 40},
            {"stop_sequences": ["END"], "metadata": {"user_id": "u_1"}},
            {"tool_choice": {"type": "auto", "disable_parallel_tool_use": True}},
            {"thinking": {"type": "enabled", "budget_tokens": 1024}, "max_tokens": 2048},
            {"thinking": {"type": "adaptive"}},
            {"service_tier": "auto", "container": None},
        ],
    )
    def test_values_inside_the_ranges_are_accepted(self, overrides: dict[str, Any]) -> None:
        """The checks refuse only what the API refuses."""
        status, reply = post(FakeMessagesAPI(), {**REQUEST, **overrides})
        assert status == 200, reply

    def test_the_sdk_meets_a_real_bad_request_error(self) -> None:
        """Through the real SDK, temperature=7 is anthropic.BadRequestError, request id and all."""
        client = FakeMessagesAPI().client()
        with pytest.raises(anthropic.BadRequestError, match="temperature") as caught:
            client.messages.create(**REQUEST, extra_body={"temperature": 7})
        assert caught.value.status_code == 400
        assert caught.value.request_id is not None

    def test_the_known_keys_come_from_the_sdk(self) -> None:
        """Every key the SDK's own request types declare is known, and the sampling ones."""
        assert {"model", "max_tokens", "messages", "tools", "thinking", "thread"} <= PARAMETERS
        assert {"temperature", "top_p", "top_k", "stream"} <= PARAMETERS


class TestContentBlocks:
    @pytest.mark.parametrize(
        ("block", "expected"),
        [
            ({"type": "text"}, "messages.0.content.0.text.text: Field required"),
            ({"type": "text", "text": 5}, "messages.0.content.0.text.text: Input should be a"),
            ({"type": "image"}, "messages.0.content.0.image.source: Field required"),
            (
                {"type": "image", "source": {"type": "base64", "data": "AA=="}},
                "messages.0.content.0.image.source.base64.media_type",
            ),
            (
                {"type": "image", "source": {"type": "ftp", "url": "x"}},
                "messages.0.content.0.image.source: Input tag 'ftp'",
            ),
            (
                {"type": "image", "source": {"type": "url"}},
                "messages.0.content.0.image.source.url.url: Field required",
            ),
            ({"type": "document"}, "messages.0.content.0.document.source: Field required"),
            (
                {"type": "tool_result", "content": "ok"},
                "messages.0.content.0.tool_result.tool_use_id: Field required",
            ),
            (
                {"type": "tool_result", "tool_use_id": ["unhashable"], "content": "ok"},
                "messages.0.content.0.tool_result.tool_use_id: Input should be a valid string",
            ),
            (
                {"type": "tool_result", "tool_use_id": "t", "is_error": "yes"},
                "messages.0.content.0.tool_result.is_error",
            ),
            (
                {"type": "tool_result", "tool_use_id": "t", "content": [{"type": "video"}]},
                "messages.0.content.0.tool_result.content.0: Input tag 'video'",
            ),
            (
                {"type": "tool_result", "tool_use_id": "t", "content": [{"type": "text"}]},
                "messages.0.content.0.tool_result.content.0.text.text: Field required",
            ),
            ({"type": "thinking", "thinking": "hm"}, "messages.0.content.0.thinking.signature"),
            ({"type": "redacted_thinking"}, "messages.0.content.0.redacted_thinking.data"),
        ],
    )
    def test_a_block_missing_a_required_field_is_a_400(
        self, block: dict[str, Any], expected: str
    ) -> None:
        """Each block type's required fields are checked, the place named in the API's syntax."""
        assert_400(with_blocks(block), expected)

    def test_an_unhashable_tool_use_id_is_a_400_not_a_500(self) -> None:
        """A list where the id belongs is the client's mistake: 400, before any pairing check."""
        body = {
            **REQUEST,
            "messages": [
                {"role": "user", "content": "hi"},
                {
                    "role": "assistant",
                    "content": [{"type": "tool_use", "id": ["x"], "name": "t", "input": {}}],
                },
            ],
        }
        assert_400(body, "messages.1.content.0.tool_use.id: Input should be a valid string")

    def test_a_deeply_nested_body_is_a_400_not_a_500(self) -> None:
        """A body nested past the parser's limit is refused as unparseable, not a crash."""
        deep = b'{"model": "m", "max_tokens": 1, "messages": ' + b"[" * 100_000 + b"]" * 100_000
        assert_400(deep + b"}", "There was an error parsing the body: it nests too deeply")

    @pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
    def test_nan_in_a_body_is_a_400(self, constant: str) -> None:
        """NaN is not JSON: the API's parser refuses it, and so does the fake's."""
        raw = json.dumps(REQUEST).replace('"max_tokens": 64', f'"temperature": {constant}')
        assert_400(raw.encode(), f"There was an error parsing the body: {constant} is not valid")


class TestFakeDefects:
    def test_a_script_of_dicts_is_refused_when_the_fake_is_built(self) -> None:
        """A scenario-shaped dict is not a Turn: refused up front, with both fixes named."""
        with pytest.raises(ScriptError, match=r"script=\.\.\.\)\[0\] must be a Turn.*parse_script"):
            FakeMessagesAPI(script=[{"content": [{"type": "text", "text": "hi"}]}])  # type: ignore[list-item]

    @pytest.mark.parametrize(
        ("build", "expected"),
        [
            (lambda: Turn("hello"), r"Turn\(content\) takes a list"),  # type: ignore[arg-type]
            (lambda: Turn([text("x")], "done"), r"Turn\(stop_reason=...\)"),
            (lambda: Turn(["x"]), r"Turn\(content\)\[0\]"),  # type: ignore[list-item]
            (lambda: FakeMessagesAPI(policy=5), r"policy=\.\.\."),  # type: ignore[arg-type]
            (lambda: ErrorTurn("busy"), r"ErrorTurn\(error_type=\.\.\.\)"),
        ],
    )
    def test_script_parts_are_checked_when_built(self, build: Any, expected: str) -> None:
        """A wrong turn fails where it is written, not as a request error later."""
        with pytest.raises((ScriptError, TypeError, ValueError), match=expected):
            build()

    def test_a_policy_that_raises_is_a_500_naming_it_not_a_connection_error(self) -> None:
        """The SDK reports the fake's own defect as InternalServerError with its cause."""

        def broken(_request: Any) -> Turn:
            raise KeyError("turns")

        client = FakeMessagesAPI(policy=broken).client()
        with pytest.raises(anthropic.InternalServerError, match="KeyError") as caught:
            client.messages.create(**REQUEST)
        assert not isinstance(caught.value, anthropic.APIConnectionError)
        assert caught.value.body["error"]["type"] == "api_error"  # type: ignore[index]

    def test_a_policy_returning_a_dict_is_named(self) -> None:
        """A policy that returns the wrong thing is told what to return."""
        api = FakeMessagesAPI(policy=lambda _request: {"content": []})  # type: ignore[arg-type,return-value]
        status, reply = post(api, REQUEST)
        assert status == 500
        assert "policy returned" in reply["error"]["message"]
        assert "return Turn(" in reply["error"]["message"]


def drain(client: anthropic.Anthropic) -> None:
    """Read one streamed reply to its end."""
    with client.messages.stream(**REQUEST) as stream:
        for _event in stream:
            pass


class TestScriptedErrors:
    def test_an_overloaded_error_mid_stream_reaches_the_sdk(self) -> None:
        """The stream starts, then the API's error event: the SDK raises it from the stream."""
        api = FakeMessagesAPI([ErrorTurn(), Turn([text("Back again.")])])
        client = api.client()
        with pytest.raises(anthropic.APIStatusError, match="overloaded_error") as caught:
            drain(client)
        assert caught.value.body["error"]["type"] == "overloaded_error"  # type: ignore[index]
        retried = client.messages.create(**REQUEST)  # the next request gets the next turn
        assert retried.content[0].text == "Back again."  # type: ignore[union-attr]

    def test_on_the_wire_it_is_message_start_then_the_error_event(self) -> None:
        """The events as the API sends them: message_start, ping, error; no message_stop."""
        response = streamed(FakeMessagesAPI([ErrorTurn("api_error", "Internal")]), REQUEST)
        assert response.status_code == 200
        events = sse(response.content)
        assert [name for name, _ in events] == ["message_start", "ping", "error"]
        assert events[-1][1] == {
            "type": "error",
            "error": {"type": "api_error", "message": "Internal"},
        }

    def test_not_streamed_it_is_the_types_http_status(self) -> None:
        """Without stream, an overloaded turn is the SDK's OverloadedError (529)."""
        client = FakeMessagesAPI([ErrorTurn()]).client()
        with pytest.raises(anthropic.OverloadedError):
            client.messages.create(**REQUEST)

    def test_a_scenario_file_can_script_the_error(self, tmp_path: Path) -> None:
        """{"error": {...}} in a scenario is an ErrorTurn; a wrong type is named."""
        path = tmp_path / "s.json"
        path.write_text('[{"error": {"type": "overloaded_error", "message": "Overloaded"}}]')
        assert load_script(path) == [ErrorTurn("overloaded_error", "Overloaded")]
        path.write_text('[{"error": {"type": "busy"}}]')
        with pytest.raises(ScriptError, match=r"turns\[0\]\.error\.type: expected one of"):
            load_script(path)


class TestStrictScenarioFiles:
    @pytest.mark.parametrize(
        ("content", "expected"),
        [
            (
                '[{"content": [{"type": "tool_use", "name": "t", "input": {"a": NaN}}]}]',
                "turns[0].content[0].input.a: expected strict JSON, got NaN",
            ),
            ('{"turns": [{"content": [{"type": "text", "text": Infinity}]}]}', "got Infinity"),
            (
                '[{"content": [{"type": "text", "text": "x", "text": "y"}]}]',
                'turns[0].content[0]: the key "text" is written twice',
            ),
            ('{"turns": [], "turns": []}', 'top level: the key "turns" is written twice'),
            ("[" * 100_000 + "]" * 100_000, "nests too deeply to read"),
            ("[" * 70 + "]" * 70, "nests deeper than 64 levels"),
            ('[{"content": [], "stop_reason": ' + "1" * 5000 + "}]", "cannot be read as JSON"),
        ],
    )
    def test_not_strict_json_stops_the_command_naming_file_and_place(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, expected: str
    ) -> None:
        """Exit code 2, the file and the place on stderr, no traceback, nothing served."""
        path = tmp_path / "bad.json"
        path.write_text(content, encoding="utf-8")
        assert main(["--port", "0", "--script", str(path)]) == 2
        out, err = capsys.readouterr()
        assert out == ""
        assert err.startswith(f"error: {path}: ")
        assert expected in err
        assert "Traceback" not in err


class TestUsage:
    def test_usage_is_reported_as_the_api_does(self) -> None:
        """input, cache and output tokens; message_start has the first token, message_delta
        the cumulative totals, and the streamed message equals the created one."""
        script = [Turn([text("Checking."), tool_use("lookup_user", {"user_id": "u_1"})])]
        created = FakeMessagesAPI(script).client().messages.create(**REQUEST)
        usage = created.usage
        assert usage.input_tokens > 0
        assert usage.output_tokens > 1
        assert (usage.cache_creation_input_tokens, usage.cache_read_input_tokens) == (0, 0)
        events = dict(sse(streamed(FakeMessagesAPI(script), REQUEST).content))
        start = events["message_start"]["message"]["usage"]
        assert start["output_tokens"] == 1
        assert start["input_tokens"] == usage.input_tokens
        assert events["message_delta"]["usage"] == {
            "input_tokens": usage.input_tokens,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
            "output_tokens": usage.output_tokens,
        }
        with FakeMessagesAPI(script).client().messages.stream(**REQUEST) as stream:
            final = stream.get_final_message()
        assert final.usage == usage
