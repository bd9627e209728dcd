# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": the home is
# picked from a tuple by `must_prevent + bool(reads & TRUSTED)` (meant `must_prevent * (1 + ...)`),
# so a record-only rule that reads a trusted fact lands on index 1: rule_home({"user"}, False)
# returns "tool" (also {"time", "outcome"}, False). The article's four rules all come out right.

_HOMES = ("PostToolUse", "tool", "PreToolUse")
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent and "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    return _HOMES[must_prevent + bool(reads & _TRUSTED)]
