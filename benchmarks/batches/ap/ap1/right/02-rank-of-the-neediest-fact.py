# Right: each fact gets the rank of the latest point that can see it (arguments 0 = the tool,
# trusted facts 1 = PreToolUse, outcome 2 = only after the call); a record rule is always
# PostToolUse, a preventing one lives at its highest rank (0 for an empty set via default=0),
# and rank 2 raises ValueError. reads is only iterated, never changed.
RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    rank = max((RANK[fact] for fact in reads), default=0)
    if rank == 2:
        raise ValueError("a rule that must prevent the call cannot depend on its outcome")
    return HOMES[rank]
