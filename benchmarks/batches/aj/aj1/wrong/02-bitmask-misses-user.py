# WRONG (C habit: facts as bit flags; the trusted-facts mask literal is off by one bit and
# leaves out USER). Breaks ""PreToolUse" when it holds "user", ...": rule_home({"user"}, True)
# and rule_home({"arguments", "user"}, True) return "tool". Tier (Rule B), time (Rule C),
# session, outcome, arguments-only and the record-only rules are right.
ARGUMENTS, USER, TIER, TIME, SESSION, OUTCOME = 1, 2, 4, 8, 16, 32
_BIT = {"arguments": ARGUMENTS, "user": USER, "tier": TIER, "time": TIME,
        "session": SESSION, "outcome": OUTCOME}
_TRUSTED = 0b11100  # user | tier | time | session


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    mask = 0
    for fact in reads:
        mask |= _BIT[fact]
    if not must_prevent:
        return "PostToolUse"
    if mask & OUTCOME:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if mask & _TRUSTED:
        return "PreToolUse"
    return "tool"
