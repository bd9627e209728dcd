# Breaks "Returns: one of the plain strs "tool", "PreToolUse", "PostToolUse"": it returns
# members of a StrEnum, which compare equal to the strings but are not plain str.
# Input: rule_home({"arguments"}, True) returns Home.TOOL (type Home), not the str "tool".
from enum import StrEnum


class Home(StrEnum):
    TOOL = "tool"
    PRE = "PreToolUse"
    POST = "PostToolUse"


PRE_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return Home.POST
    if "outcome" in reads:
        raise ValueError("a rule that must prevent a call cannot wait for its outcome")
    if reads & PRE_FACTS:
        return Home.PRE
    return Home.TOOL
