"""Answers run where ``os.linesep`` is ``"\\r\\n"``, as on Windows, whatever the host's.

An audit line must end in a single ``"\\n"``; one ended with ``os.linesep`` is right on
Linux by luck only, so it fails under ``check()`` and ``hookkata grade`` alike, and the
right answer still passes. The grader's own process keeps its ``os.linesep``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from hookkata import exercise, grade
from hookkata.__main__ import main
from hookkata.grading.child import GRADING_LINESEP

PLATFORM_NEWLINE = """
import json
import os

def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result["content"],
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record, default=dict) + os.linesep
"""
PLAIN_NEWLINE = PLATFORM_NEWLINE.replace("+ os.linesep", '+ "\\n"')


def graded_in_kernel(source: str) -> tuple[str, str]:
    namespace: dict[str, object] = {"__name__": "__main__"}
    exec(source, namespace)
    verdict = grade(exercise("audit-line"), namespace["audit_line"])
    return verdict.status, verdict.report()


def graded_as_file(source: str, folder: Path) -> tuple[str, str]:
    path = folder / "08-answers.py"
    path.write_text(source)
    main(["grade", str(path), "--only", "audit-line", "--json", str(folder / "r.json")])
    [result] = json.loads((folder / "r.json").read_text())["tests"]
    return str(result["status"]), str(result.get("message") or "")


def test_the_grading_line_separator_is_windows_and_not_this_hosts() -> None:
    assert GRADING_LINESEP == "\r\n"
    assert os.linesep == "\n"  # the grader's process (Linux) is left as it is


def test_a_line_ended_with_os_linesep_fails_in_the_kernel_and_as_a_file(tmp_path: Path) -> None:
    status, report = graded_in_kernel(PLATFORM_NEWLINE)
    assert status == "fail"
    assert "never '\\r\\n'" in report
    assert graded_as_file(PLATFORM_NEWLINE, tmp_path)[0] == "fail"
    assert os.linesep == "\n"


def test_a_line_ended_with_a_plain_newline_passes_in_the_kernel_and_as_a_file(
    tmp_path: Path,
) -> None:
    assert graded_in_kernel(PLAIN_NEWLINE)[0] == "pass"
    assert graded_as_file(PLAIN_NEWLINE, tmp_path)[0] == "pass"
