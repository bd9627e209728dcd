# Breaks "A rule that must prevent it: ... "PreToolUse" when it holds "user", "tier", "time" or
# "session"": "the strictest home wins" is taken with max() over the home names, but strings
# order "tool" > "PreToolUse", so rule_home({"arguments", "tier"}, True) returns "tool".
# Single facts, {} and {"arguments"} come out right.

HOME_OF = {
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
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    return max((HOME_OF[fact] for fact in reads), default="tool")  # the strictest home wins
