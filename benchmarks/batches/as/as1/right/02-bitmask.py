# Right: record-only rules return "PostToolUse" before anything else; for a rule that must prevent,
# each fact sets a bit (arguments 1, the four trusted facts 2, outcome 4): outcome raises ValueError
# whatever else is set, a trusted bit gives "PreToolUse", else (arguments only or empty) "tool".
# reads is only iterated, never changed.
_BIT = {"arguments": 1, "user": 2, "tier": 2, "time": 2, "session": 2, "outcome": 4}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    mask = 0
    for fact in reads:
        mask |= _BIT[fact]
    if mask & 4:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    return "PreToolUse" if mask & 2 else "tool"
