"""Outlive the grader by killing it: a setsid daemon sends SIGKILL to the `hookkata grade` process (so no clean-up or subreaper sweep runs) and then lingers 80 s.
A correct grader must not pass, must survive or report this, and leave no process behind. Only signals a process whose argv has 'hookkata' and 'grade'."""
import os
import signal
import time


def _grader():
    pid = os.getppid()
    for _ in range(6):
        try:
            argv = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")
        except OSError:
            return None
        if any(b"hookkata" in a for a in argv) and b"grade" in argv:
            return pid
        pid = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])
        if pid <= 1:
            return None
    return None


_target = _grader()
if _target and os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        for fd in (0, 1, 2):
            os.close(fd)
        try:
            os.kill(_target, signal.SIGKILL)
        except OSError:
            pass
        time.sleep(80)
    os._exit(0)


def run_observers(hooks, event, report):
    return 0
