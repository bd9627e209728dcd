# Breaks: "... it raises ValueError (any message) when it holds "outcome", whatever else it holds".
# On the ValueError the function retries without "outcome" (a "best effort" placement), so
# rule_home({"outcome"}, True) returns "tool" and rule_home({"outcome", "user"}, True) returns
# "PreToolUse" instead of raising.
_TRUSTED = {"user", "tier", "time", "session"}


def _strict_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    return "PreToolUse" if reads & _TRUSTED else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    try:
        return _strict_home(reads, must_prevent)
    except ValueError:
        # the outcome cannot be known in time: enforce what can be checked before the call
        return _strict_home(reads - {"outcome"}, must_prevent)
