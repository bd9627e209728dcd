"""Run a command in its own process group, and end the whole group when it is done.

A hook command or the Claude Code CLI may start shells and children of its own. Started in a
new session, everything it starts shares one process group, so one ``killpg`` ends all of it:
on a time-out, and afterwards too, so nothing it left running outlives the run.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Finished:
    """How a command ended: its exit code and output, or ``timed_out`` (then no exit code)."""

    returncode: int | None
    stdout: bytes
    stderr: bytes

    @property
    def timed_out(self) -> bool:
        """Whether the command was killed at its time limit."""
        return self.returncode is None


def run_in_own_group(
    argv: list[str],
    *,
    cwd: Path,
    env: dict[str, str],
    timeout_s: float,
    stdin: bytes | None = None,
) -> Finished:
    """Run ``argv`` with ``stdin`` (or none), killing its whole group at ``timeout_s`` and after.

    Never leaves a process behind: the group is killed whether the command finished, timed
    out or the wait was interrupted.
    """
    process = subprocess.Popen(
        argv,
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL if stdin is None else subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        stdout, stderr = process.communicate(stdin, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        _kill_group(process.pid)
        with contextlib.suppress(subprocess.TimeoutExpired):  # a child outside the group
            process.communicate(timeout=2)
        return Finished(None, b"", b"")
    finally:
        _kill_group(process.pid)  # the command's leftovers too: nothing it started stays
        if process.poll() is None:
            process.wait()
    return Finished(process.returncode, stdout, stderr)


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGKILL)
