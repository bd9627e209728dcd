# Breaks "it raises ValueError (any message) when it holds "outcome"": the message is built with
# str + set, which raises TypeError before the ValueError is made, so rule_home({"outcome"}, True)
# (and any must-prevent rule reading "outcome") raises TypeError, not ValueError.
TRUSTED_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome: " + reads)
    if reads & TRUSTED_FACTS:
        return "PreToolUse"
    return "tool"
