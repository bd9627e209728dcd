# Breaks "Returns: one of the plain strs "tool", "PreToolUse", "PostToolUse"" for repeated rules
# (Exercise 2): the ranked homes are cached per rule, and the cached list itself is popped, so a
# second call with the same rule gets what is left: rule_home({"tier"}, True) -> "PreToolUse",
# then the same call raises ValueError; rule_home({"arguments"}, True) gives "tool", then
# "PreToolUse". The first call for each rule is right.
from functools import lru_cache


@lru_cache(maxsize=None)
def _ranked_homes(facts, must_prevent):
    """Every place that can hold the rule, best first (cached: the same rules come back often)."""
    if not must_prevent:
        return ["PostToolUse"]
    if "outcome" in facts:
        return []
    if facts <= {"arguments"}:
        return ["tool", "PreToolUse"]  # a capability check could also run as a hook
    return ["PreToolUse"]


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    homes = _ranked_homes(frozenset(reads), must_prevent)
    if not homes:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    return homes.pop(0)
