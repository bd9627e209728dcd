# Right: each fact has a rank (arguments 0, the four trusted facts 1, outcome 2); a rule
# that must prevent lives where its worst fact can be seen: rank 0 (or no facts, via
# default=0) is "tool", rank 1 "PreToolUse", rank 2 impossible (ValueError). Record rules
# return "PostToolUse" before any of this. The set is iterated, never changed.
RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    worst = max((RANK[fact] for fact in reads), default=0)
    if worst >= len(HOMES):
        raise ValueError(f"cannot prevent a call with facts known only after it: {sorted(reads)}")
    return HOMES[worst]
