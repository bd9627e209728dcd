# RIGHT. Not preventing: "PostToolUse" whatever reads holds. Preventing: each fact has a rank
# (arguments 0, the four trusted facts 1, outcome 2) and the highest decides: 0 (also for an
# empty set, via default=0) -> "tool", 1 -> "PreToolUse", 2 -> ValueError, whatever else is
# there. reads is only iterated, never changed; the results are plain str literals.
_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
_HOME = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    level = max((_RANK[fact] for fact in reads), default=0)
    if level == 2:
        raise ValueError("a rule that must prevent the call cannot read the call's outcome")
    return _HOME[level]
