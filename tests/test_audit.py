"""The audit trail: one complete, parseable line per call, denials included, under concurrency."""

from __future__ import annotations

import dataclasses
import json
import math
import multiprocessing
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

import toolhooks.audit
import toolhooks.jsonl
from toolhooks import Ask, AuditLog, Deny, HookContext, ToolCall, ToolOutcome
from toolhooks.audit import audit_line, audit_record
from toolhooks.errors import FreezeError
from toolhooks.events import Asked, Denial
from toolhooks.jsonl import JsonlFile, to_json_line
from toolhooks.testing import DEFAULT_NOW, make_context

from .helpers import make_rig
from .test_jsonl import Label, _holds_a_float, encoder_values

AUDIT_KEYS = {
    "timestamp",
    "session_id",
    "user_id",
    "tier",
    "tool_use_id",
    "tool_name",
    "status",
    "input_sent",
    "input_received",
    "rewritten_by",
    "output",
    "is_error",
    "denied_by",
    "deny_reason",
    "deny_alternative",
    "problem",
}


def test_each_call_writes_one_complete_line() -> None:
    """An allowed call's line has every field, a UTC ISO-8601 timestamp and the output."""
    rig = make_rig()
    rig.call("lookup_user", {"user_id": "u_004"}, tool_use_id="toolu_09")
    [record] = rig.audit.records
    assert set(record) == AUDIT_KEYS
    assert datetime.fromisoformat(record["timestamp"]).utcoffset().total_seconds() == 0  # type: ignore[union-attr]
    assert record["timestamp"] == rig.clock().isoformat()
    assert (record["tool_use_id"], record["status"], record["is_error"]) == (
        "toolu_09",
        "ok",
        False,
    )
    assert record["output"] == "lookup_user done"
    assert (record["session_id"], record["user_id"]) == (
        rig.context.session_id,
        rig.context.user_id,
    )


def test_denials_are_recorded_with_hook_and_reason() -> None:
    """A refused call is in the trail: which hook, why, and the input the model tried."""
    rig = make_rig()

    def tier_check(call: ToolCall) -> Deny:
        return Deny("free tier", "upgrade")

    rig.registry.pre(tier_check)
    rig.call("create_case_file", {"evidence": []})
    [record] = rig.audit.records
    assert record["status"] == "denied"
    assert record["denied_by"].endswith("tier_check")
    assert (record["deny_reason"], record["deny_alternative"]) == ("free tier", "upgrade")
    assert record["input_sent"] == {"evidence": []}
    assert record["input_received"] is None


def test_values_that_are_not_json_get_a_placeholder_not_a_crash() -> None:
    """Objects, NaN and infinities in a record are written as descriptive strings."""
    line = to_json_line({"when": object(), "nan": float("nan"), "ok": 1})
    record = json.loads(line)
    assert record["ok"] == 1
    assert record["when"].startswith("<unserialisable object")
    assert record["nan"] == "NaN"
    assert line.endswith("\n")
    assert line.count("\n") == 1


def test_a_tool_returning_an_unserialisable_value_is_still_audited() -> None:
    """A tool output that JSON cannot encode does not cost the audit line."""
    rig = make_rig()
    rig.tools["get_orders"].outputs = [{"at": {1, 2}}]
    rig.call("get_orders", {})
    assert rig.audit.records[0]["status"] == "ok"


def test_default_paths_are_under_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With no path given, the trail goes to data/audit_log.jsonl, created on first write."""
    monkeypatch.chdir(tmp_path)
    rig = make_rig(audit=False)
    rig.registry.post(AuditLog())
    rig.call("lookup_user", {})
    assert JsonlFile(tmp_path / "data" / "audit_log.jsonl").read()[0]["tool_name"] == "lookup_user"


# --- concurrency ----------------------------------------------------------------------

CALLS_PER_WRITER = 200
BIG = "x" * 5000  # long lines make interleaving likelier if writes were not atomic


def _write_calls(path: str, writer: int) -> None:
    """Run audited calls against the file at ``path`` (module level, so processes can run it)."""
    rig = make_rig(audit=False)
    rig.registry.post(AuditLog(path))
    for index in range(CALLS_PER_WRITER):
        rig.call(
            "lookup_user",
            {"writer": writer, "n": index, "pad": BIG},
            tool_use_id=f"toolu_{writer}_{index}",
        )


def _assert_one_line_per_call(path: Path, writers: int) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == writers * CALLS_PER_WRITER
    ids = [json.loads(line)["tool_use_id"] for line in lines]  # every line parses
    assert sorted(ids) == sorted(
        f"toolu_{w}_{n}" for w in range(writers) for n in range(CALLS_PER_WRITER)
    )


def test_eight_threads_never_interleave(tmp_path: Path) -> None:
    """8 threads writing together give exactly one complete line per call."""
    path = tmp_path / "audit.jsonl"
    threads = [threading.Thread(target=_write_calls, args=(str(path), w)) for w in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    _assert_one_line_per_call(path, 8)


def test_four_processes_never_interleave(tmp_path: Path) -> None:
    """4 processes appending to one file give exactly one complete line per call."""
    path = tmp_path / "audit.jsonl"
    context = multiprocessing.get_context("spawn")
    processes = [context.Process(target=_write_calls, args=(str(path), w)) for w in range(4)]
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout=120)
    assert [p.exitcode for p in processes] == [0, 0, 0, 0]
    _assert_one_line_per_call(path, 4)


def test_audit_record_is_a_pure_function_of_the_outcome() -> None:
    """The same outcome always gives the same record (so the trail is reproducible)."""
    rig = make_rig()
    captured: list[Any] = []
    rig.registry.post(captured.append)
    rig.call("lookup_user", {"user_id": "u_004"})
    assert audit_record(captured[0]) == audit_record(captured[0]) == rig.audit.records[0]


# --- the audit line: the record's line, walking only what came from the call --------------


class LaterClock(datetime):
    """A datetime subclass, as some clocks return."""


@dataclasses.dataclass(eq=False)
class EqualToAll:
    """Equal to every string, so HookContext takes it for a tier and ToolOutcome for a
    status (both check with ==); a dataclass, which orjson would write as an object where
    the standard library writes a placeholder: the audit line must not take it for a str."""

    name: str = "odd"

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


@dataclasses.dataclass(frozen=True, slots=True)
class LooseContext(HookContext):
    """A HookContext whose subclass skips the checks: its fields may hold anything."""

    def __post_init__(self) -> None:
        pass


def _context(kind: str) -> HookContext:
    if kind == "sub-agent":  # a sub-agent's calls carry its attributes, any scalar
        return HookContext("u_004", "free", "s_001", {"agent_id": math.nan, "agent_type": "x"})
    if kind == "odd tier":
        return HookContext("u_004", EqualToAll(), "s_001")  # type: ignore[arg-type]
    if kind == "unchecked":  # a subclass that skips the checks: nothing is vouched for
        return LooseContext("u_004", "free", EqualToAll())  # type: ignore[arg-type]
    if kind == "labels":
        return HookContext(Label("u_004"), Label("free"), Label("s_\udcff"))  # type: ignore[arg-type]
    return make_context()


@given(
    sent=encoder_values,
    received=st.none() | st.just("same") | encoder_values.map(lambda v: {"v": v}),
    content=encoder_values,
    context=st.sampled_from(["plain", "sub-agent", "odd tier", "labels", "unchecked"]),
    status=st.sampled_from(["ok", "tool_error", Label("ok"), EqualToAll()]),
    denied=st.booleans(),
    asked=st.booleans(),
    when=st.sampled_from([DEFAULT_NOW, LaterClock(2026, 3, 2, 10, 30, 0, 7, tzinfo=timezone.utc)]),
)
def test_the_audit_line_is_the_standard_librarys_line_of_the_record(
    sent: Any,
    received: Any,
    content: Any,
    context: str,
    status: Any,
    denied: bool,
    asked: bool,
    when: datetime,
) -> None:
    """Whatever an outcome holds (NaN, sets, enums, str subclasses, lone surrogates, in the
    inputs, the output, the context or the status; a denial, an ask, a sub-agent), its
    audit line reads back as the standard library's line of its record, byte for byte
    when it holds no float: AuditLog walks only the inputs and the output, and must not
    take anything else for plain."""
    sent_input = {"v": sent}
    try:  # an outcome holds frozen data: a dict with an int key cannot be one
        outcome = ToolOutcome(
            *("lookup_user", "toolu_01", _context(context), when, status),
            sent_input,
            sent_input if received == "same" else received,
            {"type": "tool_result", "tool_use_id": "toolu_01", "content": content},
            Denial("tier", Deny("no", "ask")) if denied else None,
            None,
            (),
            (Asked("refunds", Ask("over 500 EUR")),) if asked else (),
            "approver" if asked else None,
        )
    except FreezeError:
        return
    if received == "same":  # as a hooked call hands it over: one object, twice
        outcome = dataclasses.replace(outcome, received_input=outcome.sent_input)
    line = audit_line(outcome)
    with mock.patch.object(toolhooks.jsonl, "_orjson", return_value=None):
        standard = to_json_line(audit_record(outcome))
    assert json.loads(line) == json.loads(standard)
    if not _holds_a_float(audit_record(outcome)):
        assert line == standard


@pytest.mark.parametrize("context", ["plain", "sub-agent", "odd tier", "labels", "unchecked"])
@pytest.mark.parametrize("status", ["ok", EqualToAll()], ids=["ok", "odd status"])
@pytest.mark.parametrize("denial", [None, Denial("tier", Deny("no", "\udcff"))], ids=["", "denied"])
def test_each_field_the_audit_line_trusts_is_checked_first(
    context: str, status: Any, denial: Denial | None
) -> None:
    """Plain inputs and output, and one field the fast encoder would write wrongly (a NaN
    attribute, a dataclass tier or status, a lone surrogate in a denial): the same line as
    the standard library's."""
    outcome = ToolOutcome(
        *("lookup_user", "toolu_01", _context(context), DEFAULT_NOW, status),
        *({"user_id": "u_004"}, None, {"type": "tool_result", "tool_use_id": "toolu_01"}),
        denial,
    )
    with mock.patch.object(toolhooks.jsonl, "_orjson", return_value=None):
        standard = to_json_line(audit_record(outcome))
    assert audit_line(outcome) == standard


def test_the_usual_call_walks_only_the_inputs_and_the_output() -> None:
    """A plain call's line, or a denied one's, is written by orjson without the whole-record
    walk; a sub-agent's goes through to_json_line, which walks it all."""
    rig = make_rig()
    with mock.patch.object(toolhooks.audit, "to_json_line", wraps=to_json_line) as whole:
        rig.call("lookup_user", {"user_id": "u_004"})
        rig.registry.pre(lambda call: Deny("not now"))
        rig.call("lookup_user", {"user_id": "u_004"})
        assert whole.call_count == 0
    sub_agent = make_rig(context=_context("sub-agent"))
    with mock.patch.object(toolhooks.audit, "to_json_line", wraps=to_json_line) as whole:
        sub_agent.call("lookup_user", {"user_id": "u_004"})
        assert whole.call_count == 1
    assert [record["status"] for record in rig.audit.records] == ["ok", "denied"]
    assert sub_agent.audit.records[0]["agent_id"] == "NaN"


@dataclasses.dataclass(frozen=True)
class LooseOutcome(ToolOutcome):
    """A ToolOutcome whose subclass skips the checks: its fields may hold anything."""

    def __post_init__(self) -> None:
        pass


def test_an_outcome_subclass_vouches_for_nothing() -> None:
    """A subclass that skipped ToolOutcome's checks may hold a name that is no string: its
    line is the standard library's, placeholder and all."""
    outcome = LooseOutcome(
        *(EqualToAll(), "toolu_01", make_context(), DEFAULT_NOW, "ok", {"a": 1}, None, None)
    )
    with mock.patch.object(toolhooks.jsonl, "_orjson", return_value=None):
        standard = to_json_line(audit_record(outcome))
    assert audit_line(outcome) == standard
    assert json.loads(standard)["tool_name"].startswith("<unserialisable EqualToAll")
