# Breaks: "A rule that must prevent it: "tool" when reads holds nothing but "arguments", or
# nothing at all (an empty set)": the empty case is written `reads == set` (the type, not
# set()), which is never true, so rule_home(set(), True) returns "PreToolUse".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    if reads == {"arguments"} or reads == set:
        return "tool"
    return "PreToolUse"
