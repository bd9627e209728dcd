"""Hold the grader: the answer file sleeps 290 s while it is imported, before any function is defined.
A correct grader must not pass and must be done within 60 s."""
import time

time.sleep(290)


def rule_home(reads, must_prevent):
    return "tool"
