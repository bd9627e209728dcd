# Breaks "Leave reads as it arrived (the grader looks at the set after each call, one that raises
# too ...)": on reads={"outcome", "user"}, must_prevent=True it raises ValueError as it should, but
# the caller's set is left as {"outcome", "user", "arguments"}: "arguments" is set aside for the
# message and then "put back" whether or not it was there.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        reads.discard("arguments")  # name only the facts the tool itself cannot see
        message = f"a rule that must prevent the call cannot read {sorted(reads)} after it ran"
        reads.add("arguments")  # and put it back
        raise ValueError(message)
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
