"""The audit trail: one complete, parseable line per call, denials included, under concurrency."""

from __future__ import annotations

import json
import multiprocessing
import threading
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from toolhooks import AuditLog, Deny, ToolCall
from toolhooks.audit import audit_record
from toolhooks.jsonl import JsonlFile, to_json_line

from .helpers import make_rig

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
