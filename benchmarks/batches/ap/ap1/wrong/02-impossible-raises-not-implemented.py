# Breaks "it raises ValueError (any message) when it holds "outcome"": the impossible rule
# is reported as NotImplementedError ("no hook point can implement it"), so
# rule_home({"outcome"}, True) raises NotImplementedError, which is not a ValueError.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise NotImplementedError(
            "no hook point can prevent a call on its outcome: the outcome exists only after it ran"
        )
    return "PreToolUse" if not TRUSTED.isdisjoint(reads) else "tool"
