# Breaks "it raises ValueError (any message) when it holds "outcome", whatever else it
# holds": the impossible check tests the Enum member Fact.OUTCOME against the set of plain
# strings (a plain Enum member never equals its value), so it never fires.
# Input: rule_home({"outcome"}, True) returns "tool"; rule_home({"user", "outcome"}, True)
# returns "PreToolUse"; neither raises.
from enum import Enum


class Fact(Enum):
    ARGUMENTS = "arguments"
    USER = "user"
    TIER = "tier"
    TIME = "time"
    SESSION = "session"
    OUTCOME = "outcome"


_HOOK_ONLY = frozenset(f.value for f in (Fact.USER, Fact.TIER, Fact.TIME, Fact.SESSION))


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if Fact.OUTCOME in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if not reads.isdisjoint(_HOOK_ONLY):
        return "PreToolUse"
    return "tool"
