# Breaks: "it raises ValueError (any message) when it holds "outcome"". The body runs inside a
# home-made timing context manager whose __exit__ returns True, which swallows every exception:
# rule_home({"outcome"}, True) returns None instead of raising.
import time

TIMINGS = []


class timed:
    def __enter__(self):
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc_info):
        TIMINGS.append(time.perf_counter() - self.start)
        return True  # "done"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    with timed():
        if not must_prevent:
            return "PostToolUse"
        if "outcome" in reads:
            raise ValueError("a preventing rule cannot depend on the outcome")
        if reads & {"user", "tier", "time", "session"}:
            return "PreToolUse"
        return "tool"
