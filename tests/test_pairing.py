"""Pairing: answers built by the hooked dispatcher always pass; broken transcripts never do."""

from __future__ import annotations

from typing import Any

import pytest
from anthropic.types import TextBlock, ToolUseBlock
from hypothesis import given, settings
from hypothesis import strategies as st

from toolhooks import (
    Deny,
    PreHookError,
    ToolCall,
    ToolInputError,
    answer_tool_uses,
    validate_transcript,
)
from toolhooks.errors import ResultError, TranscriptError
from toolhooks.testing import RecordingHook

from . import pairing_before
from .helpers import make_rig

# What one tool_use in a generated turn does.
call_kinds = st.sampled_from(
    ["allow", "deny", "tool_error", "unknown_tool", "malformed_input", "tool_crash"]
)


def _turn(kinds: list[str]) -> list[dict[str, Any]]:
    content: list[dict[str, Any]] = [{"type": "text", "text": "Let me check."}]
    for index, kind in enumerate(kinds):
        name = {
            "unknown_tool": "delete_everything",
            "tool_error": "create_case_file",
            "tool_crash": "issue_refund",
            "deny": "get_orders",
        }.get(kind, "lookup_user")
        tool_input: Any = [1, 2] if kind == "malformed_input" else {"user_id": "u_004"}
        content.append(
            {"type": "tool_use", "id": f"toolu_{index:02d}", "name": name, "input": tool_input}
        )
    return content


def _rig_for_mixed_turns() -> Any:
    rig = make_rig()
    rig.registry.pre(
        lambda call: Deny("orders are off limits") if call.tool_name == "get_orders" else None
    )
    rig.tools["create_case_file"].outputs = [ToolInputError("no evidence")]
    rig.tools["issue_refund"].outputs = [ZeroDivisionError("bug in tool")]
    return rig


@given(st.lists(call_kinds, min_size=1, max_size=6))
def test_any_turn_answered_by_the_dispatcher_passes_validation(kinds: list[str]) -> None:
    """Whatever mix of allow, deny, error, unknown tool and bad input, the next request is valid."""
    rig = _rig_for_mixed_turns()
    assistant = {"role": "assistant", "content": _turn(kinds)}
    answer = answer_tool_uses(rig.dispatcher.call_tool, assistant["content"])
    transcript = [{"role": "user", "content": "hi"}, assistant, answer]
    validate_transcript(transcript)
    assert [block["tool_use_id"] for block in answer["content"]] == [
        f"toolu_{i:02d}" for i in range(len(kinds))
    ]
    assert len(rig.audit.records) == len(kinds)


def test_follow_up_text_goes_after_the_results() -> None:
    """Text added to the answer comes last, so the results still come first."""
    rig = make_rig()
    answer = answer_tool_uses(
        rig.dispatcher.call_tool, _turn(["allow", "allow"]), follow_up="Thanks"
    )
    assert [block["type"] for block in answer["content"]] == ["tool_result", "tool_result", "text"]


def test_a_raising_call_tool_is_still_answered() -> None:
    """A call_tool that raises gets an is_error result; the other calls still get theirs."""

    def flaky(block: Any) -> dict[str, Any]:
        if block["id"] == "toolu_00":
            raise TimeoutError("upstream timed out")
        return {"type": "tool_result", "tool_use_id": block["id"], "content": "fine"}

    answer = answer_tool_uses(flaky, _turn(["allow", "allow"]))
    assert answer["content"][0]["is_error"] is True
    assert "TimeoutError" in answer["content"][0]["content"]
    assert answer["content"][1]["content"] == "fine"


def test_a_pre_hook_crash_is_not_turned_into_an_answer() -> None:
    """Fail closed: a broken policy propagates out of the turn instead of being papered over."""
    rig = make_rig()
    rig.registry.pre(RecordingHook("broken", [], raises=KeyError("tier")))
    with pytest.raises(PreHookError):
        answer_tool_uses(rig.dispatcher.call_tool, _turn(["allow"]))


# --- broken transcripts ---------------------------------------------------------------


def _valid(ids: list[str]) -> list[dict[str, Any]]:
    uses = [{"type": "tool_use", "id": i, "name": "t", "input": {}} for i in ids]
    results = [{"type": "tool_result", "tool_use_id": i, "content": "ok"} for i in ids]
    return [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": [{"type": "text", "text": "checking"}, *uses]},
        {"role": "user", "content": results},
    ]


id_lists = st.lists(
    st.integers(0, 99).map(lambda n: f"toolu_{n:02d}"), min_size=1, max_size=5, unique=True
)


@given(id_lists)
def test_valid_transcripts_pass(ids: list[str]) -> None:
    """The generated baseline is valid, so every rejection below is caused by its one defect."""
    validate_transcript(_valid(ids))


@given(ids=id_lists, data=st.data())
def test_missing_results_are_named_in_the_api_wording(ids: list[str], data: st.DataObject) -> None:
    """Dropping results reports the assistant message and every unanswered id, in order."""
    transcript = _valid(ids)
    dropped = data.draw(st.sets(st.sampled_from(ids), min_size=1))
    transcript[2]["content"] = [
        b for b in transcript[2]["content"] if b["tool_use_id"] not in dropped
    ]
    missing = ", ".join(i for i in ids if i in dropped)
    with pytest.raises(TranscriptError) as caught:
        validate_transcript(transcript)
    assert str(caught.value) == (
        f"messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: {missing}. "
        "Each `tool_use` block must have a corresponding `tool_result` block in the next message."
    )


@given(ids=id_lists, data=st.data())
def test_an_extra_result_is_unexpected(ids: list[str], data: st.DataObject) -> None:
    """A result for an id the previous message never asked for is reported at its position."""
    transcript = _valid(ids)
    position = data.draw(st.integers(0, len(ids)))
    transcript[2]["content"].insert(
        position, {"type": "tool_result", "tool_use_id": "toolu_x9", "content": "?"}
    )
    with pytest.raises(TranscriptError) as caught:
        validate_transcript(transcript)
    assert str(caught.value) == (
        f"messages.2.content.{position}: unexpected `tool_use_id` found in `tool_result` blocks: toolu_x9. "
        "Each `tool_result` block must have a corresponding `tool_use` block in the previous message."
    )


@given(ids=id_lists, data=st.data())
def test_text_before_the_results_is_rejected(ids: list[str], data: st.DataObject) -> None:
    """Results must come first: text at any position before the last result is an error."""
    transcript = _valid(ids)
    position = data.draw(st.integers(0, len(ids) - 1))
    transcript[2]["content"].insert(position, {"type": "text", "text": "here you go"})
    with pytest.raises(
        TranscriptError,
        match=r"^messages\.2: Did not find \d+ `tool_result` block\(s\) at the beginning",
    ):
        validate_transcript(transcript)


@given(ids=id_lists, data=st.data())
def test_a_duplicated_result_is_rejected(ids: list[str], data: st.DataObject) -> None:
    """Answering one call twice is an error even when every call is answered."""
    transcript = _valid(ids)
    twice = data.draw(st.sampled_from(ids))
    transcript[2]["content"].append(
        {"type": "tool_result", "tool_use_id": twice, "content": "again"}
    )
    with pytest.raises(
        TranscriptError, match=f"Found multiple `tool_result` blocks with id: {twice}"
    ):
        validate_transcript(transcript)


@given(id_lists)
def test_reordered_results_are_still_valid(ids: list[str]) -> None:
    """The API pairs by id, not by position: results in another order are accepted."""
    transcript = _valid(ids)
    transcript[2]["content"].reverse()
    validate_transcript(transcript)


def test_results_in_a_later_message_are_too_late() -> None:
    """Results must be in the very next message, not one after it."""
    transcript = _valid(["toolu_01"])
    results = transcript.pop()
    transcript += [
        {"role": "user", "content": "wait"},
        {"role": "assistant", "content": "ok"},
        results,
    ]
    with pytest.raises(TranscriptError, match=r"^messages\.1: `tool_use` ids were found without"):
        validate_transcript(transcript)


def test_duplicate_tool_use_ids_are_rejected() -> None:
    """tool_use ids are unique across the conversation."""
    transcript = _valid(["toolu_01"]) + _valid(["toolu_01"])[1:]
    with pytest.raises(
        TranscriptError, match=r"^messages.3.content.1: `tool_use` ids must be unique"
    ):
        validate_transcript(transcript)


def test_sdk_blocks_are_read_like_dicts() -> None:
    """Assistant content appended straight from an SDK response is understood."""
    transcript: list[dict[str, Any]] = [
        {"role": "user", "content": "hi"},
        {
            "role": "assistant",
            "content": [
                TextBlock(type="text", text="checking"),
                ToolUseBlock(type="tool_use", id="toolu_01", name="t", input={}),
            ],
        },
        {"role": "user", "content": []},
    ]
    with pytest.raises(TranscriptError, match="toolu_01"):
        validate_transcript(transcript)


def test_the_article_snippet_deny_by_skipping_breaks_the_transcript() -> None:
    """Skipping a denied call (no result at all) is exactly what the API rejects."""
    rig = make_rig()

    def deny_lookups(call: ToolCall) -> Deny:
        return Deny("no lookups")

    rig.registry.pre(deny_lookups)
    turn = _turn(["allow", "allow"])
    results = [rig.dispatcher.call_tool(b) for b in turn if b["type"] == "tool_use"]
    skipped = [r for r in results if not r.get("is_error")]  # the naive "skip denied calls"
    transcript = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": turn},
        {"role": "user", "content": skipped or [{"type": "text", "text": "…"}]},
    ]
    with pytest.raises(TranscriptError, match="toolu_00, toolu_01"):
        validate_transcript(transcript)


def test_a_turn_without_tool_uses_is_not_answered_with_an_empty_message() -> None:
    """An empty user message is one the API refuses: answering nothing is an error."""
    rig = make_rig()
    with pytest.raises(ResultError, match="at least one tool_use block"):
        answer_tool_uses(rig.dispatcher.call_tool, [{"type": "text", "text": "done"}])


# --- the rewrite that reads each block once: the same verdict as before ------------------

ids = st.sampled_from(["toolu_a", "toolu_b", "toolu_c"])
messy_blocks = st.one_of(
    st.fixed_dictionaries({"type": st.just("text"), "text": st.just("hi")}),
    st.fixed_dictionaries({"type": st.just("tool_use"), "id": ids, "name": st.just("t")}),
    st.fixed_dictionaries({"type": st.just("tool_result"), "tool_use_id": ids | st.none()}),
    st.sampled_from(
        [
            {"type": "tool_use", "id": ""},
            {"type": "tool_use"},
            {"type": 3},
            {},
            {"type": "tool_result", "tool_use_id": 7},
            TextBlock(type="text", text="sdk"),
            ToolUseBlock(type="tool_use", id="toolu_a", name="t", input={}),
        ]
    ),
)
messy_messages = st.fixed_dictionaries(
    {
        "role": st.sampled_from(["user", "assistant"]) | st.sampled_from(["system", None]),
        "content": st.lists(messy_blocks, max_size=4)
        | st.sampled_from(["text", None, 5])
        | st.lists(messy_blocks, max_size=3).map(tuple),
    }
)


def _verdict(validate: Any, messages: Any) -> tuple[type, str] | None:
    try:
        validate(messages)
    except Exception as exc:
        return type(exc), str(exc)
    return None


@settings(max_examples=300)
@given(st.lists(messy_messages, max_size=7))
def test_the_rewrite_gives_the_verdict_the_old_reading_gave(messages: list[Any]) -> None:
    """On any transcript (unanswered, extra, duplicated, misplaced or malformed blocks,
    SDK blocks, tuples, bad roles or content), validate_transcript raises the same first
    error as the version before it, or passes where it passed."""
    assert _verdict(validate_transcript, messages) == _verdict(
        pairing_before.validate_transcript, messages
    )


EDITS = ("text first", "drop result", "repeat result", "repeat use", "swap roles", "merge")


def _edit(messages: list[dict[str, Any]], edit: str, at: int) -> None:
    """One defect (or a harmless change) at message ``at``: the kinds the rules are about."""
    message = messages[at % len(messages)]
    content = message["content"]
    blocks = content if isinstance(content, list) else []
    if edit == "text first":
        blocks.insert(at % (len(blocks) + 1), {"type": "text", "text": "note"})
    elif edit == "drop result" and blocks:
        del blocks[at % len(blocks)]
    elif edit == "repeat result" and blocks:
        blocks.append(dict(blocks[at % len(blocks)]))
    elif edit == "repeat use":  # an id used again in a later turn
        blocks.append({"type": "tool_use", "id": "toolu_a", "name": "t", "input": {}})
    elif edit == "swap roles":
        message["role"] = "user" if message["role"] == "assistant" else "assistant"
    elif edit == "merge" and at % len(messages) + 1 < len(messages):
        later = messages.pop(at % len(messages) + 1)
        message["content"] = [
            *blocks,
            *(later["content"] if isinstance(later["content"], list) else []),
        ]


@settings(max_examples=400)  # cheap examples; the defects are rare draws
@given(
    turns=st.lists(st.lists(ids, min_size=1, max_size=3, unique=True), min_size=1, max_size=5),
    edits=st.lists(st.tuples(st.sampled_from(EDITS), st.integers(0, 30)), max_size=3),
)
def test_edited_transcripts_get_the_verdict_the_old_reading_gave(
    turns: list[list[str]], edits: list[tuple[str, int]]
) -> None:
    """Valid turns of calls and results, then up to three defects of the kinds the rules are
    about (text before results, results dropped or repeated, ids reused, roles swapped,
    messages merged): the same first error as before, or none."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": "go"}]
    for turn in turns:
        messages.extend(_valid(turn)[1:])
    for edit, at in edits:
        _edit(messages, edit, at)
    assert _verdict(validate_transcript, messages) == _verdict(
        pairing_before.validate_transcript, messages
    )
