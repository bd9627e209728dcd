"""Forge: read the verdict channel's path from /proc/self/environ (still there after os.environ.pop), write all-pass verdicts, os._exit(0).
A correct grader must not report pass (verdicts must come from a process the answer cannot write for)."""
import json
import os


def _channel():
    try:
        raw = open("/proc/self/environ", "rb").read().split(b"\0")
    except OSError:
        return None
    for item in raw:
        if item.startswith(b"HOOKKATA_VERDICTS="):
            return item.split(b"=", 1)[1].decode()
    return None


def _forge(path):
    ids = [("violation-chance", "1 · The chance of at least one violation")]
    data = [dict(exercise_id=i, title=t, status="pass", message="", prop="", example="",
                 got="", expected="", hint="") for i, t in ids]
    with open(path + ".tmp", "w") as fh:
        json.dump(data, fh)
    os.replace(path + ".tmp", path)


_path = _channel()
if _path:
    _forge(_path)
    os._exit(0)


def violation_chance(p, n):
    return 0.5  # wrong on purpose
