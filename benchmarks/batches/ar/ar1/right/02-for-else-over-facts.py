# Right: need not prevent -> "PostToolUse" whatever it reads; must prevent -> ValueError as soon
# as "outcome" is among the facts (checked before anything else), else the for/else finds a
# trusted fact ("PreToolUse") or, having met only "arguments" or nothing, runs its else
# ("tool"). `reads` is only iterated, never changed, and the result is a plain str.

TRUSTED = ("user", "tier", "time", "session")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError(f"{sorted(reads)} needs the outcome, which comes after the call")
    for fact in reads:
        if fact in TRUSTED:
            break
    else:
        return "tool"
    return "PreToolUse"
