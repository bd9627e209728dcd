# Breaks: "A rule that must prevent it: "tool" when reads holds nothing but "arguments" ...;
# "PreToolUse" when it holds "user", "tier", "time" or "session"".
# Input: rule_home({"arguments", "tier"}, True) returns "tool": facts are ranked by the layer
# that can see them and the home is taken with min() instead of max().

RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1}
HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("cannot prevent a call on its outcome")
    return HOMES[min((RANK[fact] for fact in reads), default=0)]
