# Right: record rules go to PostToolUse whatever they read. For a must-prevent rule each
# fact gets its own bit (powers of two, so no two sets collide); the outcome bit raises
# ValueError whatever else is set; no bit other than "arguments" (including the empty set)
# gives "tool"; anything else holds a trusted fact, so "PreToolUse". reads is only read.
FACTS = ("arguments", "user", "tier", "time", "session", "outcome")
BIT = {fact: 1 << index for index, fact in enumerate(FACTS)}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    mask = 0
    for fact in reads:
        mask |= BIT[fact]
    if mask & BIT["outcome"]:
        raise ValueError("a rule that needs the call's outcome cannot prevent the call")
    if mask & ~BIT["arguments"] == 0:
        return "tool"
    return "PreToolUse"
