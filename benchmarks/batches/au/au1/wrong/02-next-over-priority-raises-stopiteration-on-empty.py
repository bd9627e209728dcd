# Breaks "`"tool"` when `reads` holds ... nothing at all (an empty set)" (Returns, Exercise 2):
# the deciding fact is found with next() over a priority list and no default, so
# rule_home(set(), True) raises StopIteration instead of returning "tool"; every non-empty
# set, and every record rule, is right.

PRIORITY = ("outcome", "user", "tier", "time", "session", "arguments")
HOME = {
    "user": "PreToolUse",
    "tier": "PreToolUse",
    "time": "PreToolUse",
    "session": "PreToolUse",
    "arguments": "tool",
}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    deciding = next(fact for fact in PRIORITY if fact in reads)
    if deciding == "outcome":
        raise ValueError("a rule cannot prevent a call by its outcome")
    return HOME[deciding]
