# Breaks "A rule that must prevent it: "tool" when reads holds ... nothing at all (an empty set)": the
# test for "nothing at all" is written reads == {}, but {} is an empty dict and set() == {} is False,
# so rule_home(set(), True) falls through to the "unknown facts" ValueError instead of returning "tool".
TRUSTED_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    if reads == {"arguments"} or reads == {}:
        return "tool"
    if reads & TRUSTED_FACTS:
        return "PreToolUse"
    raise ValueError(f"unknown facts: {sorted(reads)}")
