# Breaks: "A rule that must prevent it: ... raises ValueError ... when it holds "outcome"".
# The per-fact check is written as map(...) (eager in Python 2), which in Python 3 is a lazy iterator
# that is never consumed, so rule_home({"outcome"}, True) returns "tool" and
# rule_home({"outcome", "tier"}, True) returns "PreToolUse" instead of raising.
_TRUSTED = {"user", "tier", "time", "session"}


def _refuse_impossible(fact, must_prevent):
    if must_prevent and fact == "outcome":
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    map(_refuse_impossible, reads, [must_prevent] * len(reads))  # check every fact first
    if not must_prevent:
        return "PostToolUse"
    if reads & _TRUSTED:
        return "PreToolUse"
    return "tool"
