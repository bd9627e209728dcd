# Right: each fact has a rank (arguments 0, the four trusted facts 1, outcome 2); a record-only
# rule is "PostToolUse" before anything is looked at; otherwise the highest rank read decides,
# with default=0 so the empty set is "tool"; rank 2 (outcome, whatever else) raises ValueError.
# reads is only iterated, never changed; the results are the plain str literals.
_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
_HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    rank = max((_RANK[fact] for fact in reads), default=0)
    if rank == 2:
        raise ValueError("a rule that must prevent the call cannot depend on its outcome")
    return _HOMES[rank]
