# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": both
# answers are built in a dict before must_prevent picks one, so the prevent branch raises
# first and rule_home({"outcome"}, False) raises ValueError instead of "PostToolUse".
TRUSTED = frozenset({"user", "tier", "time", "session"})


def _prevent_home(reads):
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    return {True: _prevent_home(reads), False: "PostToolUse"}[must_prevent]
