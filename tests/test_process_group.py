"""``run_in_own_group``: output and exit code come back, and nothing the command started stays."""

from __future__ import annotations

import os
import time
from pathlib import Path

from toolhooks.hosts.claude_code.process_group import run_in_own_group


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its reaper counts as ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


def _ended_soon(pid: int) -> bool:
    for _ in range(200):  # a kill is asynchronous: give the kernel a moment, then decide
        if not _alive(pid):
            return True
        time.sleep(0.01)
    return False


def test_stdin_goes_in_and_stdout_and_the_exit_code_come_back(tmp_path: Path) -> None:
    finished = run_in_own_group(
        ["bash", "-c", "cat; echo oops >&2; exit 3"],
        cwd=tmp_path,
        env=dict(os.environ),
        timeout_s=10,
        stdin=b"payload",
    )
    assert (finished.returncode, finished.stdout, finished.stderr) == (3, b"payload", b"oops\n")
    assert not finished.timed_out


def test_without_stdin_the_command_reads_end_of_file_at_once(tmp_path: Path) -> None:
    finished = run_in_own_group(["cat"], cwd=tmp_path, env=dict(os.environ), timeout_s=10)
    assert (finished.returncode, finished.stdout) == (0, b"")


def test_a_child_left_running_by_a_finished_command_is_killed(tmp_path: Path) -> None:
    finished = run_in_own_group(
        ["bash", "-c", "sleep 60 >/dev/null 2>&1 & echo $!"],
        cwd=tmp_path,
        env=dict(os.environ),
        timeout_s=10,
    )
    assert finished.returncode == 0
    assert _ended_soon(int(finished.stdout))


def test_a_command_past_its_time_limit_is_killed_with_its_children(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    finished = run_in_own_group(
        ["bash", "-c", f"sleep 60 & echo $! > {pid_file}; wait"],
        cwd=tmp_path,
        env=dict(os.environ),
        timeout_s=3,  # long enough for bash to start its child under load
    )
    assert finished.timed_out
    assert finished.returncode is None
    assert _ended_soon(int(pid_file.read_text()))
