# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": a record rule
# reading the outcome without the call's arguments is refused as meaningless, so
# rule_home({"outcome"}, False) raises ValueError instead of returning "PostToolUse"
# ({"arguments", "outcome"}, False), the article's audit log, still gives "PostToolUse".

_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if "outcome" in reads:
        if must_prevent:
            raise ValueError("an outcome is only known after the call: nothing can prevent it")
        if "arguments" not in reads:
            raise ValueError("an outcome without the call it belongs to cannot be recorded")
        return "PostToolUse"
    if not must_prevent:
        return "PostToolUse"
    return "PreToolUse" if reads & _TRUSTED else "tool"
