# Right: need-not-prevent returns "PostToolUse" first, whatever reads holds; otherwise each fact
# has a rank (arguments 0, trusted facts 1, outcome 2) and the highest rank decides, with
# default=0 so an empty set is "tool"; rank 2 raises ValueError. reads is only iterated, never
# changed, and the returned values are plain str literals.
RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    level = max((RANK.get(fact, 0) for fact in reads), default=0)
    if level == 2:
        raise ValueError("a rule that must prevent the call cannot need the call's outcome")
    return HOMES[level]
