"""CPU exhaustion that outlives the file: two detached busy loops (one per core here) spin for 50 s, starving the grader and every other learner's grading on the machine.
A correct grader must not pass and must leave no process behind (and should bound CPU). Bounded to 2 processes x 50 s."""
import os
import time

for _ in range(2):
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            for fd in (0, 1, 2):
                os.close(fd)
            end = time.monotonic() + 50
            while time.monotonic() < end:
                pass
        os._exit(0)


def run_chain(hooks, call):
    return call
