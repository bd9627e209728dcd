# Right: a rule that need not prevent -> "PostToolUse" before reads is looked at; otherwise the
# strictest fact decides: any "outcome" (level 2) raises ValueError whatever else is there, any
# of user/tier/time/session (level 1) gives "PreToolUse", only "arguments" or nothing gives
# "tool". reads is only iterated: never changed, never stored.
_LEVEL = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    level = max((_LEVEL[fact] for fact in reads), default=0)
    if level == 2:
        raise ValueError("a rule that must prevent the call cannot depend on its outcome")
    return ("tool", "PreToolUse")[level]
