# Right: each fact is ranked by what it takes to check it before the call (arguments 0, the
# server's facts 1, the outcome 2); a prevent rule's rank is its strictest fact's, 0 for the
# empty set (max(..., default=0)). Rank 2 raises ValueError, 1 gives "PreToolUse", 0 "tool";
# a record rule returns "PostToolUse" before anything is ranked. reads is only iterated.

RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    level = max((RANK[fact] for fact in reads), default=0)
    if level >= len(HOMES):
        raise ValueError("a rule that needs the call's outcome cannot prevent the call")
    return HOMES[level]
