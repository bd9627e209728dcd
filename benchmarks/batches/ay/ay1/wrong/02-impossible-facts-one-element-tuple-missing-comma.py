# Breaks: "it raises ValueError (any message) when it holds "outcome", whatever else it holds".
# AFTER_CALL = ("outcome") is a str, not a tuple, so set(AFTER_CALL) is its letters and the test
# never fires: rule_home({"outcome"}, True) returns "tool", rule_home({"outcome", "tier"}, True)
# returns "PreToolUse".
BEFORE_CALL = ("user", "tier", "time", "session")
AFTER_CALL = ("outcome")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads & set(AFTER_CALL):
        raise ValueError(f"cannot prevent a call using {sorted(reads)}: the outcome comes after it")
    if reads & set(BEFORE_CALL):
        return "PreToolUse"
    return "tool"
