# Breaks: "it raises ValueError (any message) when it holds "outcome"". Input:
# rule_home({"outcome"}, True) raises RuntimeError("No active exception to reraise"): a bare
# `raise` outside an except block re-raises nothing.
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise  # impossible: the outcome does not exist before the call
    if reads.isdisjoint(_TRUSTED):
        return "tool"
    return "PreToolUse"
