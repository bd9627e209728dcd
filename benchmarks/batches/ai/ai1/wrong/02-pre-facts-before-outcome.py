# Breaks "it raises ValueError ... when it holds "outcome", whatever else it holds": the trusted
# facts are looked at before the outcome, so rule_home({"time", "outcome"}, True) returns
# "PreToolUse" (and {"user", "outcome"} too) instead of raising.
PRE_FACTS = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads & PRE_FACTS:
        return "PreToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    return "tool"
