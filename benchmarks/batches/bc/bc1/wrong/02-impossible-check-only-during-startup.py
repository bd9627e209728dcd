# Breaks "it raises ValueError (any message) when it holds 'outcome'" once the process has made
# 100 calls: the impossible-rule check is treated as a start-up configuration check, so after
# 100 calls of any kind rule_home({"outcome"}, True) returns "PreToolUse". A short test that
# tries the impossible rule early sees the ValueError.
_calls = 0


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    global _calls
    _calls += 1
    if not must_prevent:
        return "PostToolUse"
    if _calls <= 100 and "outcome" in reads:  # rules are configured at start-up
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
