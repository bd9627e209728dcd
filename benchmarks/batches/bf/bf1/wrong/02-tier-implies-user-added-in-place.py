# Breaks: "Leave reads as it arrived".
# Input: r = {"arguments", "tier"}; rule_home(r, True) returns "PreToolUse" (right) but
# leaves r == {"arguments", "tier", "user"}: for a compound rule the answer records the
# "implied" fact (a tier is looked up by user) in the caller's set before deciding.

TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if "tier" in reads and len(reads) > 1:
        reads.add("user")  # compound rule: the tier belongs to a user, so it reads the user
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("must prevent, yet reads the outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
