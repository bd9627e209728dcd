"""Outlive the grader from inside the per-exercise worker: the first call of the answer spawns `setsid sleep 95` (new session) via subprocess, detached, then answers wrongly.
A correct grader must not pass, and no 'sleep 95' may be left once `hookkata grade` returns."""
import subprocess

_spawned = []


def install_guard(dispatcher, guard):
    if not _spawned:
        _spawned.append(subprocess.Popen(["setsid", "sleep", "95"], stdin=subprocess.DEVNULL,
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                         start_new_session=True, close_fds=True).pid)
    return lambda: None
