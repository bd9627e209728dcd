# Right: each fact sets a bit (arguments / a trusted fact / outcome); reads is only iterated,
# never changed or stored. A rule that need not prevent -> "PostToolUse" whatever the bits;
# otherwise the outcome bit raises ValueError first, any trusted bit -> "PreToolUse", and only
# arguments or nothing (mask 0 or 1) -> "tool". Returns the plain str literals.
_ARGUMENTS, _TRUSTED, _OUTCOME = 1, 2, 4
_BIT = {"arguments": _ARGUMENTS, "user": _TRUSTED, "tier": _TRUSTED, "time": _TRUSTED,
        "session": _TRUSTED, "outcome": _OUTCOME}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    mask = 0
    for fact in reads:
        mask |= _BIT.get(fact, 0)
    if not must_prevent:
        return "PostToolUse"
    if mask & _OUTCOME:
        raise ValueError("a rule that must prevent the call cannot need the call's outcome")
    if mask & _TRUSTED:
        return "PreToolUse"
    return "tool"
