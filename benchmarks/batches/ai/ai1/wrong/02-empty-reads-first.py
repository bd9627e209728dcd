# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": a rule that
# reads nothing is sent to the tool before must_prevent is looked at, so
# rule_home(set(), False) returns "tool" instead of "PostToolUse".
PRE_FACTS = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not reads:  # a rule with no inputs is a constant: the tool can hold it
        return "tool"
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a preventing rule cannot read the outcome")
    if reads & PRE_FACTS:
        return "PreToolUse"
    return "tool"
