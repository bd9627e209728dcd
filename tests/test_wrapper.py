"""The hooked call: parsed once, one outcome per call, fail closed through every layer."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import toolhooks.dispatcher
import toolhooks.events
import toolhooks.readonly
import toolhooks.wrapper
from toolhooks import (
    AuditLog,
    Deny,
    Dispatcher,
    HookRegistry,
    PreHookError,
    Rewrite,
    ToolDefinition,
    call_with_hooks,
    install_hooks,
    validate_transcript,
)
from toolhooks.errors import ClockError
from toolhooks.jsonl import MemorySink, read_lines
from toolhooks.offered import offering
from toolhooks.testing import FixedClock, RecordingHook, make_context, make_tool_use
from toolhooks.wrapper import HookedCall

from .helpers import OPEN_SCHEMA, make_rig
from .strategies import hostile_objects


class Unprintable(Exception):
    """An exception whose message cannot be turned into text."""

    def __str__(self) -> str:
        raise RuntimeError("no message for you")


def _counting(monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> list[int]:
    """Count calls of ``module.name`` (the name as that module looks it up)."""
    calls: list[int] = []
    original = getattr(module, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)
    return calls


def _counting_freezes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the FrozenDicts built, by either route: ``FrozenDict(...)`` (its metaclass's
    ``__call__``) or ``frozen_dict`` (a flat dict's copy, as the events look it up). The
    rigs below send flat inputs, which ``frozen_dict`` copies without the other route."""
    calls = _counting(monkeypatch, toolhooks.readonly._Sealed, "__call__")
    original = toolhooks.events.frozen_dict

    def counted(data: dict[str, Any]) -> Any:
        calls.append(1)
        return original(data)

    monkeypatch.setattr(toolhooks.events, "frozen_dict", counted)
    return calls


class TestOneOwner:
    def test_an_allowed_call_is_parsed_frozen_and_thawed_once(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """One parse, one freeze of the input (and one of the result), one thaw for the tool."""
        rig = make_rig()
        parses = _counting(monkeypatch, toolhooks.wrapper, "parse_tool_use")
        dispatcher_parses = _counting(monkeypatch, toolhooks.dispatcher, "parse_tool_use")
        freezes = _counting_freezes(monkeypatch)
        thaws = _counting(monkeypatch, toolhooks.dispatcher, "thaw")
        assert rig.call("lookup_user", {"user_id": "u_004"})["content"] == "lookup_user done"
        assert (len(parses), len(dispatcher_parses), len(freezes), len(thaws)) == (1, 0, 2, 1)

    def test_stacked_installs_parse_and_freeze_the_input_once(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """The outer layer hands its checked, frozen call down; the inner one reuses it."""
        rig = make_rig()
        install_hooks(rig.dispatcher, HookRegistry(error_sinks=[]), rig.context)
        parses = _counting(monkeypatch, toolhooks.wrapper, "parse_tool_use")
        freezes = _counting_freezes(monkeypatch)
        rig.call("lookup_user", {"user_id": "u_004"})
        assert (len(parses), len(freezes)) == (1, 2)  # the input, and the inner layer's result

    def test_a_call_tool_of_another_kind_gets_a_block_with_a_plain_input(self) -> None:
        """Any ``call_tool(block)`` can sit below: it receives a mutable copy of the final input."""
        seen: list[Any] = []

        def call_tool(block: dict[str, Any]) -> dict[str, Any]:
            seen.append(block)
            block["input"]["mutated"] = True  # harmless: it is a copy
            return {"type": "tool_result", "tool_use_id": block["id"], "content": "ok"}

        registry = HookRegistry(error_sinks=[])
        registry.pre(lambda call: Rewrite({**call.input, "limit": 10}))
        block = make_tool_use("search", {"q": "x"})
        result = call_with_hooks(call_tool, block, registry=registry, context=make_context())
        assert result["content"] == "ok"
        assert type(seen[0]["input"]) is dict
        assert block["input"] == {"q": "x"}  # the model's block is untouched

    def test_the_hooked_call_says_what_it_wraps(self) -> None:
        """The installed object names its registry and keeps the original as __wrapped__."""
        rig = make_rig()
        hooked = rig.dispatcher.call_tool
        assert isinstance(hooked, HookedCall)
        assert hooked.__wrapped__.__func__ is Dispatcher.call_tool  # type: ignore[attr-defined]
        assert "HookRegistry" in repr(hooked)


class TestFailClosedEverywhere:
    def test_an_inner_pre_crash_stops_the_outer_layer_too(self) -> None:
        """Stacked installs: the inner PreHookError propagates; both audits say hook_failed."""
        rig = make_rig()
        outer_audit = MemorySink()
        outer = HookRegistry(error_sinks=[])
        outer.post(AuditLog(sink=outer_audit))
        rig.registry.pre(RecordingHook("inner_check", [], raises=ValueError("policy db down")))
        install_hooks(rig.dispatcher, outer, rig.context, clock=rig.clock)
        with pytest.raises(PreHookError, match="inner_check"):
            rig.call("lookup_user", {"user_id": "u_004"})
        assert rig.tools["lookup_user"].calls == []
        assert [r["status"] for r in rig.audit.records] == ["hook_failed"]
        assert [r["status"] for r in outer_audit.records] == ["hook_failed"]
        assert "policy db down" in outer_audit.records[0]["problem"]

    def test_a_pre_crash_inside_a_tool_is_not_turned_into_its_result(self) -> None:
        """A tool that makes a hooked call (a sub-agent) lets the PreHookError through."""
        rig = make_rig()
        rig.registry.pre(
            RecordingHook("broken", [], raises=KeyError("tier")), matcher="lookup_user"
        )

        def delegate() -> str:
            return str(rig.call("lookup_user", {}, tool_use_id="toolu_inner"))

        rig.dispatcher.register(delegate, ToolDefinition("delegate", "sub-agent", OPEN_SCHEMA))
        with pytest.raises(PreHookError, match="broken"):
            rig.call("delegate", {}, tool_use_id="toolu_outer")
        statuses = [(r["tool_use_id"], r["status"]) for r in rig.audit.records]
        assert statuses == [("toolu_inner", "hook_failed"), ("toolu_outer", "hook_failed")]

    def test_an_unprintable_pre_exception_is_still_a_pre_hook_error(self) -> None:
        """Formatting the failure never raises: the message names the exception's type."""
        rig = make_rig()
        rig.registry.pre(RecordingHook("odd", [], raises=Unprintable()))
        with pytest.raises(PreHookError, match="Unprintable") as raised:
            rig.call("lookup_user", {})
        assert "could not be printed" in str(raised.value)
        assert [r["status"] for r in rig.audit.records] == ["hook_failed"]

    def test_an_unprintable_post_exception_reaches_the_error_channel(self) -> None:
        """The result comes back; the failure is recorded with a note instead of its message."""
        rig = make_rig()
        rig.registry.post(RecordingHook("odd_post", [], raises=Unprintable()))
        assert rig.call("lookup_user", {})["content"] == "lookup_user done"
        [failure] = rig.errors.failures
        assert (failure.hook_name, failure.error_type) == ("odd_post", "Unprintable")
        assert "could not be printed" in failure.message

    @pytest.mark.parametrize("interrupt", [KeyboardInterrupt(), SystemExit(3)])
    def test_a_base_exception_from_a_pre_hook_propagates_after_its_audit_line(
        self, interrupt: BaseException
    ) -> None:
        """Ctrl-C in a hook is not swallowed, and the call is still on record."""
        rig = make_rig()
        rig.registry.pre(RecordingHook("slow", [], raises=interrupt))
        with pytest.raises(type(interrupt)):
            rig.call("lookup_user", {})
        [line] = rig.audit.records
        assert line["status"] == "hook_failed"
        assert type(interrupt).__name__ in line["problem"]
        assert rig.tools["lookup_user"].calls == []

    def test_a_base_exception_from_the_tool_propagates_after_its_audit_line(self) -> None:
        """The tool was interrupted: recorded as a tool_error with no result, then raised."""
        rig = make_rig()
        rig.tools["lookup_user"].outputs = [KeyboardInterrupt()]
        with pytest.raises(KeyboardInterrupt):
            rig.call("lookup_user", {})
        [line] = rig.audit.records
        assert (line["status"], line["output"]) == ("tool_error", None)
        assert "KeyboardInterrupt" in line["problem"]


class TestEveryCallOneLine:
    @pytest.mark.parametrize(
        "returned",
        [
            None,
            "ok",
            42,
            ["tool_result"],
            {"type": "tool_result", "tool_use_id": "toolu_other", "content": "stolen"},
            {"type": "text", "text": "not a result"},
            {"tool_use_id": "toolu_01", "content": "no type"},
        ],
        ids=["none", "str", "int", "list", "another_id", "text_block", "no_type"],
    )
    def test_a_call_tool_that_answers_wrongly_is_a_tool_error(self, returned: object) -> None:
        """Whatever comes back, the model gets an is_error result for its own id."""
        audit = MemorySink()
        registry = HookRegistry(error_sinks=[])
        registry.post(AuditLog(sink=audit))
        result = call_with_hooks(
            lambda block: returned,  # type: ignore[arg-type,return-value]
            make_tool_use("lookup_user", {}, "toolu_01"),
            registry=registry,
            context=make_context(),
        )
        assert (result["tool_use_id"], result["is_error"]) == ("toolu_01", True)
        assert "not a tool_result for toolu_01" in result["content"]
        [line] = audit.records
        assert (line["status"], line["tool_use_id"]) == ("tool_error", "toolu_01")

    @pytest.mark.parametrize(
        ("clock", "words"),
        [
            (lambda: datetime(2026, 3, 2, 10, 30), "timezone-aware"),
            (lambda: "2026-03-02T10:30:00Z", "got '2026-03-02T10:30:00Z' (str)"),
            (lambda: 1_772_447_400, "(int)"),
            (lambda: (_ for _ in ()).throw(OSError("ntp down")), "raised OSError: ntp down"),
        ],
        ids=["naive", "string", "epoch", "raises"],
    )
    def test_a_bad_clock_fails_closed_with_a_clear_error_and_is_recorded(
        self, clock: Any, words: str
    ) -> None:
        """No time, no time-based rule: the tool never runs, and the audit says why."""
        rig = make_rig()
        rig.dispatcher.call_tool.clock = clock  # type: ignore[attr-defined]
        with pytest.raises(ClockError, match="trusted clock") as raised:
            rig.call("lookup_user", {"user_id": "u_004"})
        assert words in str(raised.value)
        assert isinstance(raised.value, PreHookError)
        [line] = rig.audit.records
        assert (line["status"], line["tool_name"], line["tool_use_id"]) == (
            "hook_failed",
            "lookup_user",
            "toolu_01",
        )
        assert rig.tools["lookup_user"].calls == []

    def test_a_bad_clock_in_the_inner_of_two_installs_is_recorded_by_both(self) -> None:
        """The inner layer gets the call already checked; its clock failure still names
        the call in its own audit line, and fails the outer layer closed too."""
        rig = make_rig()  # its install is the inner one: give it the bad clock
        rig.dispatcher.call_tool.clock = lambda: "no time"  # type: ignore[attr-defined]
        outer_audit = MemorySink()
        outer = HookRegistry(error_sinks=[])
        outer.post(AuditLog(sink=outer_audit))
        install_hooks(rig.dispatcher, outer, rig.context, clock=rig.clock)
        with pytest.raises(ClockError):
            rig.call("lookup_user", {"user_id": "u_004"})
        for sink in (rig.audit, outer_audit):
            [line] = sink.records
            assert (line["status"], line["tool_name"], line["tool_use_id"]) == (
                "hook_failed",
                "lookup_user",
                "toolu_01",
            )
            assert line["input_sent"] == {"user_id": "u_004"}
        assert rig.tools["lookup_user"].calls == []

    @given(tool_input=hostile_objects)
    def test_any_input_gives_exactly_one_parseable_line(
        self, tmp_path_factory: pytest.TempPathFactory, tool_input: dict[str, Any]
    ) -> None:
        """Unicode keys, lone surrogates, NaN and infinities: one valid JSON line per call."""
        path = tmp_path_factory.mktemp("audit") / "audit.jsonl"
        rig = make_rig(audit=False)
        rig.registry.post(AuditLog(path))
        result = rig.call("lookup_user", tool_input, tool_use_id="toolu_h")
        assert result["tool_use_id"] == "toolu_h"
        lines = path.read_bytes().split(b"\n")
        assert lines[-1] == b""
        [record] = [json.loads(line) for line in lines[:-1]]
        assert record["tool_use_id"] == "toolu_h"
        assert set(record["input_sent"]) == set(tool_input)

    def test_a_value_whose_repr_fails_is_written_as_a_placeholder(self, tmp_path: Path) -> None:
        """A tool output that cannot even be printed still leaves its line."""

        class Hostile:
            def __repr__(self) -> str:
                raise RuntimeError("no repr")

            __str__ = __repr__

        rig = make_rig(audit=False)
        rig.registry.post(AuditLog(tmp_path / "audit.jsonl"))
        rig.tools["lookup_user"].outputs = [{"account": Hostile()}]
        result = rig.call("lookup_user", {})
        assert result["is_error"] is True  # the output could not be rendered for the model
        [line] = read_lines(tmp_path / "audit.jsonl")
        assert line["status"] == "tool_error"


class TestOfferedTools:
    def test_a_tool_outside_the_offer_is_refused_audited_and_never_run(self) -> None:
        """The refusal names the tools the agent has; the audit says invalid."""
        rig = make_rig()
        with offering(["lookup_user", "get_orders"]):
            result = rig.call("issue_refund", {"user_id": "u_004"}, tool_use_id="toolu_r")
        assert result["is_error"] is True
        assert "'issue_refund' was not offered" in result["content"]
        assert "lookup_user, get_orders" in result["content"]
        assert rig.tools["issue_refund"].calls == []
        [line] = rig.audit.records
        assert (line["status"], line["tool_use_id"]) == ("invalid", "toolu_r")

    def test_an_offered_tool_runs_and_the_offer_ends_with_its_block(self) -> None:
        """Inside the block the listed tools run; after it, every tool does again."""
        rig = make_rig()
        with offering(["lookup_user"]):
            assert rig.call("lookup_user", {})["content"] == "lookup_user done"
        assert rig.call("issue_refund", {})["content"] == "issue_refund done"

    def test_an_unhooked_dispatcher_enforces_the_offer_too(self) -> None:
        """Without hooks the dispatcher itself refuses, with the same words."""
        dispatcher = Dispatcher()
        dispatcher.register(lambda: "ran", ToolDefinition("issue_refund", "refund", OPEN_SCHEMA))
        with offering([]):
            result = dispatcher.call_tool(make_tool_use("issue_refund"))
        assert "was not offered to you" in result["content"]
        assert "Your tools: none" in result["content"]


DENY_ALL = Deny("not today")


@given(
    behaviours=st.lists(
        st.sampled_from(["ok", "deny", "tool_crash", "bad_input", "unknown", "rewrite"]),
        min_size=1,
        max_size=6,
    )
)
def test_parallel_tool_uses_are_each_answered_once_in_order(behaviours: list[str]) -> None:
    """A turn of N calls, each ending differently: N results in order, N audit lines, valid."""
    from toolhooks import answer_tool_uses

    rig = make_rig()
    rig.tools["issue_refund"].outputs = [RuntimeError("bank offline")]
    rig.registry.pre(lambda call: DENY_ALL, matcher="create_case_file")
    rig.registry.pre(lambda call: Rewrite({"user_id": "u_004"}), matcher="get_orders")
    names = {
        "ok": "lookup_user",
        "deny": "create_case_file",
        "tool_crash": "issue_refund",
        "bad_input": "lookup_user",
        "unknown": "no_such_tool",
        "rewrite": "get_orders",
    }
    turn = [
        {
            "type": "tool_use",
            "id": f"toolu_{index}",
            "name": names[behaviour],
            "input": "oops" if behaviour == "bad_input" else {"user_id": "u_9"},
        }
        for index, behaviour in enumerate(behaviours)
    ]
    answer = answer_tool_uses(rig.dispatcher.call_tool, turn)
    ids = [f"toolu_{index}" for index in range(len(behaviours))]
    assert [block["tool_use_id"] for block in answer["content"]] == ids
    validate_transcript([{"role": "assistant", "content": turn}, answer])
    assert [line["tool_use_id"] for line in rig.audit.records] == ids
    expected_error = [b in {"deny", "tool_crash", "bad_input", "unknown"} for b in behaviours]
    assert [bool(block.get("is_error")) for block in answer["content"]] == expected_error


def test_a_pre_crash_in_a_parallel_turn_stops_the_turn() -> None:
    """answer_tool_uses does not turn a PreHookError into a result: the agent stops."""
    from toolhooks import answer_tool_uses

    rig = make_rig()
    rig.registry.pre(RecordingHook("broken", [], raises=ValueError("x")), matcher="issue_refund")
    turn = [
        make_tool_use("lookup_user", {}, "toolu_a"),
        make_tool_use("issue_refund", {}, "toolu_b"),
    ]
    with pytest.raises(PreHookError):
        answer_tool_uses(rig.dispatcher.call_tool, turn)
    assert [line["status"] for line in rig.audit.records] == ["ok", "hook_failed"]


def test_hooked_call_uses_its_clock_for_every_line() -> None:
    """Each call is stamped by the trusted clock, in UTC."""
    rig = make_rig()
    rig.clock.set(datetime.fromisoformat("2026-05-01T12:00:00+02:00"))
    rig.call("lookup_user", {})
    assert rig.audit.records[0]["timestamp"] == "2026-05-01T10:00:00+00:00"
    assert isinstance(rig.dispatcher.call_tool.clock, FixedClock)  # type: ignore[attr-defined]
