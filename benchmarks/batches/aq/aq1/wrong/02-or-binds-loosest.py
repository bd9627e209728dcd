# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": `and` binds tighter
# than `or`, so the must_prevent test only guards "user"; rule_home({"tier"}, False),
# rule_home({"time"}, False) and rule_home({"session", "outcome"}, False) return "PreToolUse".
# (Transfer of or-binds-loosest.) The article's rules A, B, C and the log rule are all right.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent and "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if must_prevent and "user" in reads or "tier" in reads or "time" in reads or "session" in reads:
        return "PreToolUse"
    return "tool" if must_prevent else "PostToolUse"
