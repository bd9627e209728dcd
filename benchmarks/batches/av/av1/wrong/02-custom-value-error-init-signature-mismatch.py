# Breaks: "it raises ValueError (any message) when it holds "outcome"". The impossible rule is
# raised as a ValueError subclass whose __init__ takes (reads, must_prevent), but the raise
# passes only reads: rule_home({"outcome"}, True) raises TypeError ("__init__() missing 1
# required positional argument") instead of the ValueError. Every home is right.


class ImpossibleRuleError(ValueError):
    """A rule that must prevent the call but needs the call's outcome."""

    def __init__(self, reads, must_prevent):
        super().__init__(
            f"a rule reading {sorted(reads)} cannot prevent the call "
            f"(must_prevent={must_prevent}): the outcome only exists afterwards"
        )
        self.reads = frozenset(reads)
        self.must_prevent = must_prevent


TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ImpossibleRuleError(reads)
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
