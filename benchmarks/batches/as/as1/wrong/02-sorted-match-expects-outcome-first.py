# Breaks "it raises ValueError ... when it holds "outcome", whatever else it holds": a sequence
# pattern over the sorted facts expects "outcome" first, but "arguments" sorts before it.
# Input: rule_home({"arguments", "outcome"}, True) must raise ValueError; this returns "tool".
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    match tuple(sorted(reads)):
        case ("outcome", *_):
            raise ValueError("a rule cannot prevent a call and need its outcome")
        case () | ("arguments",):
            return "tool"
        case facts if TRUSTED.intersection(facts):
            return "PreToolUse"
        case _:
            return "tool"
