# Right: each of the six facts gets its own bit; the mask is built by reading reads, never changing it.
# Not must_prevent -> "PostToolUse" whatever the mask; the outcome bit (whatever else is set) -> ValueError;
# any of the user/tier/time/session bits -> "PreToolUse"; otherwise (arguments only, or no bit at all) -> "tool".
# The results are the plain str literals.
BIT = {"arguments": 1, "user": 2, "tier": 4, "time": 8, "session": 16, "outcome": 32}
SERVER_FACTS = BIT["user"] | BIT["tier"] | BIT["time"] | BIT["session"]


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    mask = 0
    for fact in reads:
        mask |= BIT.get(fact, 0)
    if not must_prevent:
        return "PostToolUse"
    if mask & BIT["outcome"]:
        raise ValueError("a rule that must prevent the call cannot need the call's outcome")
    return "PreToolUse" if mask & SERVER_FACTS else "tool"
