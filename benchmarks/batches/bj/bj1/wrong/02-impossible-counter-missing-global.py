# Breaks: "it raises ValueError (any message) when it holds "outcome"". Input:
# rule_home({"outcome"}, True) raises UnboundLocalError: `_IMPOSSIBLE_RULES += 1` without
# `global` makes the name local to the function, so the raise path fails before `raise`.
_TRUSTED = frozenset({"user", "tier", "time", "session"})
_IMPOSSIBLE_RULES = 0


def rule_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        _IMPOSSIBLE_RULES += 1  # kept for the end-of-notebook summary
        raise ValueError("a rule cannot prevent a call by reading its outcome")
    return "PreToolUse" if reads & _TRUSTED else "tool"
