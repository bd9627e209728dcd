# Right: each fact has a rank (0 arguments, 1 trusted facts, 2 outcome); a rule that need not
# prevent returns "PostToolUse" whatever it reads; otherwise the highest rank decides (an empty
# set has rank 0: "tool"), rank 2 raises ValueError. reads is only iterated, never changed, and
# the results are plain str literals.
RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    need = max((RANK[fact] for fact in reads), default=0)
    if need == 2:
        raise ValueError("a rule that must prevent the call cannot need the call's outcome")
    return HOMES[need]
