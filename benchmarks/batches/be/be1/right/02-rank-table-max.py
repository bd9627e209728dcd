# Right: a record rule is "PostToolUse" whatever it reads. For a prevent rule each fact gets
# a rank (arguments 0, user/tier/time/session 1, outcome 2) and the highest rank decides:
# 2 -> ValueError, 1 -> "PreToolUse", 0 or an empty set (default 0) -> "tool". Only reads
# the set (a generator over it), never changes or keeps it; returns plain str literals.
_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
_HOME = {0: "tool", 1: "PreToolUse"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    highest = max((_RANK.get(fact, 1) for fact in reads), default=0)
    if highest == 2:
        raise ValueError("a rule that must prevent a call cannot depend on the call's outcome")
    return _HOME[highest]
