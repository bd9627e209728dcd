# Right: a rule that need not prevent the call is "PostToolUse" whatever it reads. Otherwise each fact
# has a rank (arguments 0, the four trusted facts 1, outcome 2) and the rule's rank is the highest one,
# 0 for an empty set (default=0): 0 -> "tool", 1 -> "PreToolUse", 2 -> ValueError, so "outcome" wins
# whatever else is read. reads is only iterated, never changed; the results are plain str literals.
_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
_HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    rank = max((_RANK[fact] for fact in reads), default=0)
    if rank == 2:
        raise ValueError(f"a rule that must prevent the call cannot read its outcome: {sorted(reads)}")
    return _HOMES[rank]
