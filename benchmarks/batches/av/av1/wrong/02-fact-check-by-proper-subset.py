# Breaks: "A rule that need not prevent the call: "PostToolUse", whatever it reads." The
# "only known facts" guard uses < (proper subset) where <= was meant, so a rule reading all six
# facts is refused: rule_home({"arguments", "user", "tier", "time", "session", "outcome"},
# False) raises ValueError instead of returning "PostToolUse". (With True, raising is right.)

FACTS = frozenset({"arguments", "user", "tier", "time", "session", "outcome"})
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not reads < FACTS:
        raise ValueError(f"unknown facts: {sorted(reads - FACTS)}")
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that needs the outcome cannot prevent the call")
    return "PreToolUse" if reads & TRUSTED else "tool"
