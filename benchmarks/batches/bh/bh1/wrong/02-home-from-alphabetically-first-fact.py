# Breaks: "it raises ValueError ... when it holds 'outcome', whatever else it holds" and
# "'PreToolUse' when it holds 'user', 'tier', 'time' or 'session'".
# Input: rule_home({"arguments", "outcome"}, True) returns "tool" (min() picks "arguments");
# rule_home({"arguments", "user"}, True) returns "tool" too.
_HOME = {
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
    if not reads:
        return "tool"
    deciding = min(reads)  # deterministic, unlike set order
    if deciding == "outcome":
        raise ValueError("a rule that needs the outcome cannot prevent the call")
    return _HOME[deciding]
