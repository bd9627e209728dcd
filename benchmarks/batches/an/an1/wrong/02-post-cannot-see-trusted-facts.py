# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": a record rule
# that needs the outcome together with a trusted fact is refused, as if PostToolUse saw only the
# call and its outcome. rule_home({"outcome", "user"}, False) raises ValueError instead of
# returning "PostToolUse" ({"outcome"}, False is right).
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if "outcome" in reads and (must_prevent or reads & TRUSTED):
        raise ValueError(f"no hook point sees both the outcome and {sorted(reads)}")
    if not must_prevent:
        return "PostToolUse"
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
