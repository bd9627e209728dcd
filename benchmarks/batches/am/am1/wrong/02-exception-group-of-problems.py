# Breaks "it raises ValueError (any message) when it holds "outcome"": to report every problem
# at once it raises a 3.11 ExceptionGroup wrapping the ValueError. rule_home({"outcome"}, True)
# raises ExceptionGroup, which `except ValueError` (or pytest.raises(ValueError)) does not catch.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    problems = []
    if "outcome" in reads:
        problems.append(ValueError("the outcome exists only after the call: it cannot prevent it"))
    if problems:
        raise ExceptionGroup("impossible rule", problems)
    return "PreToolUse" if reads & TRUSTED else "tool"
