# Breaks "A rule that must prevent it: "tool" when reads holds nothing but "arguments", or nothing
# at all (an empty set)": on reads=set(), must_prevent=True it raises IndexError. The home is read
# off the largest fact, sorted(reads)[-1] ("arguments" sorts before every other fact), which does
# not exist for an empty set.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    # "arguments" sorts before "session", "tier", "time" and "user": if it is also the
    # largest fact, the rule reads nothing else and the tool can check it.
    return "tool" if sorted(reads)[-1] == "arguments" else "PreToolUse"
