# Breaks: "it raises ValueError ... when it holds "outcome", whatever else it holds."
# Input: rule_home({"outcome", "tier"}, True) returns "PreToolUse" ({"outcome", "arguments"}
# gives "tool"): facts are ranked by an IntEnum with OUTCOME declared first (lowest) and only
# the top-ranked fact is looked at, so the outcome is noticed only when it is alone.
from enum import IntEnum, auto


class Fact(IntEnum):
    OUTCOME = auto()
    ARGUMENTS = auto()
    USER = auto()
    TIER = auto()
    TIME = auto()
    SESSION = auto()


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    top = max((Fact[fact.upper()] for fact in reads), default=Fact.ARGUMENTS)
    if top is Fact.OUTCOME:
        raise ValueError("a preventing rule cannot depend on the outcome")
    if top is Fact.ARGUMENTS:
        return "tool"
    return "PreToolUse"
