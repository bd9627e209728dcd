# Breaks "it raises ValueError (any message) when it holds "outcome"": on reads={"outcome"},
# must_prevent=True it raises TypeError ("note must be a str, not 'list'"): the ValueError is
# built, but add_note() is given the sorted facts as a list and fails before the raise.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        error = ValueError("a rule that must prevent the call cannot wait for its outcome")
        error.add_note(sorted(reads))
        raise error
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
