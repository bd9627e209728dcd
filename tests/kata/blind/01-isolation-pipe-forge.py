"""Forge: inside the per-answer grading child, find the pipe to the watching parent in /proc/self/fd and write a forged 'verdict' event, then os._exit(0).
A correct grader must not report pass: a reply channel the answer can write to must never carry the verdict."""
import json
import os
import stat


def _pipes():
    out = []
    for name in os.listdir("/proc/self/fd"):
        fd = int(name)
        if fd < 3:
            continue
        try:
            if stat.S_ISFIFO(os.fstat(fd).st_mode) and os.readlink(f"/proc/self/fd/{fd}").startswith("pipe:"):
                flags = os.get_blocking(fd)
                out.append(fd)
        except OSError:
            pass
    return out


def violation_chance(p, n):
    verdict = dict(exercise_id="violation-chance", title="1 · The chance of at least one violation",
                   status="pass", message="", prop="", example="", got="", expected="", hint="")
    line = (json.dumps({"event": "verdict", "verdict": json.dumps(verdict)}) + "\n").encode()
    for fd in _pipes():
        try:
            os.write(fd, line)  # the read end raises EBADF; the write end is the parent's
        except OSError:
            pass
    os._exit(0)
