# Breaks: "'PreToolUse' when it holds 'user', 'tier', 'time' or 'session'" (on a later call).
# Input: rule_home(set(), True) -> "tool", then rule_home({"tier"}, True) returns the cached
# "tool": the memo key (must_prevent, has outcome, has arguments) cannot tell {} from {"tier"}
# (likewise {"arguments", "time"} after {"arguments"} gets "tool").
_memo = {}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (must_prevent, "outcome" in reads, "arguments" in reads)
    if key in _memo:
        return _memo[key]
    if not must_prevent:
        home = "PostToolUse"
    elif "outcome" in reads:
        raise ValueError("cannot prevent a call on its outcome")
    elif reads <= {"arguments"}:
        home = "tool"
    else:
        home = "PreToolUse"
    _memo[key] = home
    return home
