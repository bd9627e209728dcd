# WRONG. Breaks: "it raises ValueError (any message) when it holds "outcome", whatever else it
# holds". It reasons that the tool produces the outcome itself, so a check on arguments and
# outcome can sit in the tool: rule_home({"outcome"}, True) and
# rule_home({"arguments", "outcome"}, True) return "tool" instead of raising.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads <= {"arguments", "outcome"}:  # the tool sees its own arguments and its own result
        return "tool"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    return "PreToolUse"
