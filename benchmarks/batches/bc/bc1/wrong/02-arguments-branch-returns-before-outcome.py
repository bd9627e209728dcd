# Breaks "it raises ValueError (any message) when it holds 'outcome', whatever else it holds" on
# rule_home({"arguments", "outcome"}, True): the branch for rules that read the arguments returns
# ("tool" alone, "PreToolUse" with company) before the outcome test runs, so it returns
# "PreToolUse". {"outcome"} alone and {"user", "outcome"} do raise.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "arguments" in reads:
        return "tool" if len(reads) == 1 else "PreToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    return "PreToolUse" if reads else "tool"
