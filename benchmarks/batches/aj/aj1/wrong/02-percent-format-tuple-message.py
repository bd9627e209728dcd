# WRONG (printf-style message fed a tuple: `%` spreads it over the placeholders, so only a
# one-element tuple fits the one %s). Breaks "it raises ValueError (any message) when it holds
# "outcome", whatever else it holds": rule_home({"outcome"}, True) and
# rule_home({"user", "tier", "outcome"}, True) raise TypeError while building the message.
# With exactly one other fact, e.g. {"arguments", "outcome"}, ValueError is raised as it should.
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        others = tuple(sorted(reads - {"outcome"}))
        raise ValueError("a rule on %s cannot wait for the call's outcome" % others)
    if reads & _TRUSTED:
        return "PreToolUse"
    return "tool"
