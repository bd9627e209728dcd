# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": a record rule
# about timing (it reads the time and the outcome) is taken for a session summary and sent to the
# Stop hook: rule_home({"time", "outcome"}, False) returns "Stop", not one of the three homes.
# ({"arguments", "outcome"}, False), the article's audit log, still gives "PostToolUse".

_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent:
        if "outcome" in reads:
            raise ValueError("a rule that must prevent the call cannot need its outcome")
        return "PreToolUse" if reads & _TRUSTED else "tool"
    if {"time", "outcome"} <= reads and "arguments" not in reads:
        return "Stop"  # durations and failure rates: summarise once, when the session ends
    return "PostToolUse"
