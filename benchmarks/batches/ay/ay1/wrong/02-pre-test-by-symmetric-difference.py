# Breaks: "A rule that must prevent it: "tool" when reads holds nothing but "arguments", or
# nothing at all (an empty set)". "Anything besides the arguments" is written with ^ (symmetric
# difference) instead of -, so set() ^ {"arguments"} == {"arguments"} is truthy:
# rule_home(set(), True) returns "PreToolUse".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("must prevent, yet reads the outcome: impossible")
    if reads ^ {"arguments"}:
        return "PreToolUse"
    return "tool"
