# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads" and "A rule that must
# prevent it: ... "PreToolUse" when it holds "user", "tier", "time" or "session"": a sanity guard refuses
# any rule reading more than four facts, so rule_home({"arguments", "user", "tier", "time", "session"}, True)
# and rule_home(<all six facts>, False) raise ValueError. (Transfer of length_guard.) Small rules are right.

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if len(reads) > 4:
        raise ValueError("a rule that reads nearly everything is several rules: split it")
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
