"""A verdict does not depend on the grading machine's time zone.

Answers run with their local time zone set to ``Asia/Kathmandu`` (UTC+05:45), whatever the
host's, so an answer that reads local time instead of UTC fails everywhere, under
``check()`` and ``hookkata grade`` alike, and a right answer passes everywhere.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from hookkata import exercise, grade
from hookkata.__main__ import main

LOCAL_TIME = """
from toolhooks import Deny

def deploy_window_hook(call):
    local = call.timestamp.astimezone()  # the machine's zone, not UTC
    if call.tool_name == "create_case_file" and 2 <= local.hour < 4:
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None
"""
UTC_TIME = LOCAL_TIME.replace("call.timestamp.astimezone()", "call.timestamp")


@pytest.fixture(params=["UTC", "Europe/Warsaw", "America/New_York", "Asia/Kathmandu"])
def host_zone(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The grading machine in ``request.param``'s zone for the test."""
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


def graded_in_kernel(source: str) -> str:
    namespace: dict[str, object] = {"__name__": "__main__"}
    exec(source, namespace)
    return grade(exercise("deploy-window"), namespace["deploy_window_hook"]).status


def graded_as_file(source: str, folder: Path) -> str:
    path = folder / "03-answers.py"
    path.write_text(source)
    main(["grade", str(path), "--only", "deploy-window", "--json", str(folder / "r.json")])
    [result] = json.loads((folder / "r.json").read_text())["tests"]
    return str(result["status"])


def test_local_time_fails_whatever_the_host_zone(host_zone: str, tmp_path: Path) -> None:
    assert os.environ["TZ"] == host_zone
    assert graded_in_kernel(LOCAL_TIME) == "fail"
    assert graded_as_file(LOCAL_TIME, tmp_path) == "fail"


def test_utc_passes_whatever_the_host_zone(host_zone: str, tmp_path: Path) -> None:
    assert graded_in_kernel(UTC_TIME) == "pass"
    assert graded_as_file(UTC_TIME, tmp_path) == "pass"
