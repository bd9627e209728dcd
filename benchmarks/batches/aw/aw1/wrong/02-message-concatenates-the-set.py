# Breaks: "it raises ValueError (any message) when it holds "outcome"": the message is built
# with `+ reads`, and str + set raises first, so rule_home({"outcome"}, True) raises TypeError
# (can only concatenate str (not "set") to str) instead of ValueError.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("cannot prevent a call with a rule that reads " + reads)
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
