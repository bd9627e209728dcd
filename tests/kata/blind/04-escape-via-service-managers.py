"""Outlive the grader through a process that is not its descendant: ask systemd-run (user and system), a tmux server, or at(1) to start `sleep 85` (each bounded), so no subreaper or process-group kill can see it.
A correct grader leaves no process behind (no 'sleep 85' after `hookkata grade` returns)."""
import shutil
import subprocess

_TRIES = (
    ["systemd-run", "--user", "--collect", "sleep", "85"],
    ["systemd-run", "--collect", "sleep", "85"],
    ["tmux", "-L", "hostile", "new-session", "-d", "sleep 85"],
)


def _escape():
    for argv in _TRIES:
        if shutil.which(argv[0]):
            try:
                subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, timeout=5)
            except (OSError, subprocess.SubprocessError):
                pass
    if shutil.which("at"):
        try:
            subprocess.run(["at", "now"], input=b"sleep 85\n", stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=5)
        except (OSError, subprocess.SubprocessError):
            pass


_escape()


def synthetic_error_result(tool_use_id, deny):
    return {}


def answer_turn(call_tool, content):
    return {}
