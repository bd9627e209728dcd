# Breaks "it raises ValueError (any message) when it holds "outcome"": on reads={"outcome"},
# must_prevent=True it raises TypeError ("exception causes must derive from BaseException"):
# `raise ValueError(...) from reads` names the facts as the cause, and a set is not an exception.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome") from reads
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
