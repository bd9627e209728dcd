"""Process exhaustion (DAMAGING if unbounded; bounded here): 200 processes, each in its own session, sleep 45 s; a fork bomb the grader must contain.
A correct grader must not pass, must finish within 60 s, and leave none of them behind. Bounded to 200 forks."""
import os
import time

_N = int(os.environ.get("HOSTILE_FORKS", "200"))
for _ in range(min(_N, 300)):
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        try:
            os.setsid()
            for fd in (0, 1, 2):
                os.close(fd)
            time.sleep(45)
        finally:
            os._exit(0)


def rule_home(reads, must_prevent):
    return "tool"
