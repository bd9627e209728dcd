# Breaks "it raises ValueError (any message) when it holds "outcome"": a metric counts each home,
# but its table has no key for the impossible case, so a KeyError escapes instead of the ValueError.
# Input: rule_home({"arguments", "outcome"}, True) must raise ValueError; this raises KeyError.
HOMES_SEEN = dict.fromkeys(("tool", "PreToolUse", "PostToolUse"), 0)
TRUSTED = frozenset({"user", "tier", "time", "session"})


def _count(home):
    HOMES_SEEN[home] += 1
    return home


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return _count("PostToolUse")
    if "outcome" in reads:
        _count("impossible")
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    return _count("PreToolUse" if reads & TRUSTED else "tool")
