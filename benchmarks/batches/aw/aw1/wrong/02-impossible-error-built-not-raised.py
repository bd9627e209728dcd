# Breaks: "it raises ValueError (any message) when it holds "outcome", whatever else it holds":
# the ValueError is built but the `raise` keyword is missing, so the line does nothing and the
# rule falls through: rule_home({"outcome"}, True) returns "PreToolUse".
TRUSTED_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        ValueError(f"a rule that must prevent a call cannot read its outcome: {sorted(reads)}")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
