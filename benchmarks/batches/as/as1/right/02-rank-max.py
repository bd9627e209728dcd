# Right: each fact has the rank of the earliest point that can see it (0 tool, 1 Pre hook, 2 after
# the call); a prevent rule lives at its highest rank, rank 2 being impossible (ValueError), and the
# empty set has rank 0 ("tool"); a record-only rule is "PostToolUse" whatever it reads. reads is not changed.
_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
_HOME = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent:
        rank = max(map(_RANK.__getitem__, reads), default=0)
        if rank == 2:
            raise ValueError("it must prevent the call but needs the call's outcome")
        return _HOME[rank]
    return "PostToolUse"
