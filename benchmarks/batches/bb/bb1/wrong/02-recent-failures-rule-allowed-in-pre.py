# Breaks "it raises ValueError (any message) when it holds "outcome", whatever else it holds": a
# preventing rule that reads the time with the outcome is read as a circuit breaker over *earlier*
# calls' outcomes, which a PreToolUse hook can keep, so rule_home({"time", "outcome"}, True)
# returns "PreToolUse". {"outcome"}, {"user", "outcome"} etc. still raise.

_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        if "time" in reads:
            return "PreToolUse"  # "too many failures in the last minute": past outcomes
        raise ValueError("a rule that must prevent the call cannot need its own outcome")
    return "PreToolUse" if reads & _TRUSTED else "tool"
