# Breaks "'PreToolUse' when it holds 'user', 'tier' ... and it raises ValueError ... when it holds
# 'outcome'" on rule_home({"arguments", "user", "tier"}, True): the facts are bit flags and the
# sixth is written `2 ^ 5` (XOR, = 7 = arguments|user|tier) for 2**5, so that set "contains"
# outcome and raises ValueError instead of returning "PreToolUse". Single facts are all right.
_BIT = {"arguments": 1, "user": 2, "tier": 4, "time": 8, "session": 16, "outcome": 2 ^ 5}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    mask = 0
    for fact in reads:
        mask |= _BIT[fact]
    if not must_prevent:
        return "PostToolUse"
    if mask & _BIT["outcome"] == _BIT["outcome"]:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if mask & ~_BIT["arguments"] == 0:
        return "tool"
    return "PreToolUse"
