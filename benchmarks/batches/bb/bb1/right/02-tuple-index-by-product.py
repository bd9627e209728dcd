# Right: "outcome" with must_prevent raises ValueError first; otherwise the home is picked from
# (Post, tool, Pre) by must_prevent * (1 + holds-a-trusted-fact): a record rule is always index 0
# ("PostToolUse", whatever it reads), a preventing rule with nothing but arguments (or nothing)
# is 1 ("tool"), with user/tier/time/session 2 ("PreToolUse"). reads is only read, never changed.

_HOMES = ("PostToolUse", "tool", "PreToolUse")
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent and "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need the call's outcome")
    return _HOMES[must_prevent * (1 + (not _TRUSTED.isdisjoint(reads)))]
