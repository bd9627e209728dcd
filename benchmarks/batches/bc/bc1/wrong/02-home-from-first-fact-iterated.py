# Breaks "'PreToolUse' when it holds 'user', 'tier', 'time' or 'session'" on
# rule_home({"arguments", "time"}, True): the home is the home of whichever fact comes out of
# the set first ("a rule lives where its facts live"), and for this set that is "arguments"
# under PYTHONHASHSEED=2, 4 or 5, giving "tool"; under seeds 0, 1, 3 it gives "PreToolUse".
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
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if not reads:
        return "tool"
    return _HOME[next(iter(reads))]
