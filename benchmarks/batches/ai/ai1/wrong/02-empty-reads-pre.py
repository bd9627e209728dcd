# Breaks ""tool" when reads holds nothing but "arguments", or nothing at all (an empty set)":
# only the exact set {"arguments"} goes to the tool, so rule_home(set(), True) returns
# "PreToolUse" instead of "tool".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a preventing rule cannot read the outcome")
    if reads == {"arguments"}:
        return "tool"
    return "PreToolUse"
