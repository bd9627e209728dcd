"""Memory that outlives the process (DAMAGING if unbounded; bounded to 64 MB): write a file into /dev/shm (tmpfs, RAM) that no process kill frees.
A correct grader must not pass and must leave nothing outside the scratch area (no /dev/shm/hostile-*)."""
import os

_path = "/dev/shm/hostile-shm-fill.bin"
try:
    with open(_path, "wb") as fh:
        for _ in range(int(os.environ.get("HOSTILE_SHM_MB", "64"))):
            fh.write(b"\xa5" * 2**20)
except OSError:
    pass


def synthetic_error_result(tool_use_id, deny):
    return {}


def answer_turn(call_tool, content):
    return {}
