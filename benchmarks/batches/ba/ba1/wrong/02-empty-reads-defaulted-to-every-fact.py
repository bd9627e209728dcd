# Breaks: "A rule that must prevent it: "tool" when reads holds nothing but "arguments", or
# nothing at all (an empty set)". An empty `reads` is taken to mean "reads everything", which
# includes "outcome". Input: rule_home(set(), True) raises ValueError instead of returning "tool".
_ALL_FACTS = frozenset({"arguments", "user", "tier", "time", "session", "outcome"})
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    facts = reads or _ALL_FACTS  # undeclared reads: assume the worst (rebinding, not mutating)
    if "outcome" in facts:
        raise ValueError(f"a rule that must prevent a call cannot read its outcome: {sorted(facts)}")
    if facts & _TRUSTED:
        return "PreToolUse"
    return "tool"
