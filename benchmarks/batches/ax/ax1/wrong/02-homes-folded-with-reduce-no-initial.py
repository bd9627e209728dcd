# Breaks "A rule that must prevent it: "tool" when reads holds nothing but "arguments", or
# nothing at all (an empty set)": the facts' homes are folded with functools.reduce and no
# initial value, which raises TypeError on an empty set. rule_home(set(), True) raises instead
# of returning "tool"; rule_home({"arguments"}, True) == "tool" is right.
from functools import reduce

HOME_OF = {
    "arguments": "tool",
    "user": "PreToolUse",
    "tier": "PreToolUse",
    "time": "PreToolUse",
    "session": "PreToolUse",
    "outcome": "PostToolUse",
}
RANK = {"tool": 0, "PreToolUse": 1, "PostToolUse": 2}


def _later(a, b):
    return a if RANK[a] >= RANK[b] else b


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    home = reduce(_later, (HOME_OF[fact] for fact in reads))
    if home == "PostToolUse":
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return home
