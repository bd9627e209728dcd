# Right: a rule that need not prevent is "PostToolUse" whatever it reads; otherwise the highest
# fact decides (empty or arguments only -> 0 -> "tool"; any of user/tier/time/session -> 1 ->
# "PreToolUse"; outcome -> 2 -> ValueError, whatever else is there). reads is only iterated, never
# changed, and plain str constants are returned.
RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    level = max((RANK[fact] for fact in reads), default=0)
    if level == 2:
        raise ValueError("a rule that must prevent the call cannot need the call's outcome")
    return ("tool", "PreToolUse")[level]
