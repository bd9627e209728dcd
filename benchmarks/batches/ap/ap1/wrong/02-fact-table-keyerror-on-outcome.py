# Breaks "it raises ValueError (any message) when it holds "outcome"": each fact is looked
# up in a table of where it can be checked before the call, which has no row for "outcome",
# so rule_home({"outcome"}, True) raises KeyError('outcome') instead of ValueError.
WHERE_CHECKED = {
    "arguments": "tool",
    "user": "PreToolUse",
    "tier": "PreToolUse",
    "time": "PreToolUse",
    "session": "PreToolUse",
}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    homes = {WHERE_CHECKED[fact] for fact in reads}
    return "PreToolUse" if "PreToolUse" in homes else "tool"
