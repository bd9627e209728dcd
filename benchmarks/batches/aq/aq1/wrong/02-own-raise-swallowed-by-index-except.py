# Breaks "it raises ValueError (any message) when it holds "outcome"": the outcome is looked up with
# list.index inside try/except ValueError, and that except also catches the function's own ValueError,
# so rule_home({"outcome"}, True) returns "tool" and rule_home({"outcome", "time"}, True) "PreToolUse".
# Rules that do not read the outcome are all placed right.

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    facts = sorted(reads)
    try:
        facts.index("outcome")  # ValueError when the rule does not read the outcome
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    except ValueError:
        pass  # no outcome among the facts
    if TRUSTED.intersection(facts):
        return "PreToolUse"
    return "tool"
