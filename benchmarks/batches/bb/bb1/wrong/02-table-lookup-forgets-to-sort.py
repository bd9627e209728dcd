# Breaks "it raises ValueError ... when it holds "outcome", whatever else it holds": the table is
# keyed by sorted tuples but looked up with tuple(reads) in the set's iteration order, so many
# 2+ fact sets miss and fall back to "PreToolUse": rule_home({"outcome", "user"}, True) returns
# "PreToolUse" under PYTHONHASHSEED=1 (25-30 of the 128 cases go wrong under each seed tried).
from itertools import combinations

_FACTS = ("arguments", "outcome", "session", "tier", "time", "user")
_TRUSTED = {"user", "tier", "time", "session"}


def _home(facts):
    if "outcome" in facts:
        return None  # impossible when the call must be prevented
    return "PreToolUse" if _TRUSTED & set(facts) else "tool"


_TABLE = {
    combo: _home(combo)
    for size in range(len(_FACTS) + 1)
    for combo in combinations(_FACTS, size)  # combinations of a sorted tuple come out sorted
}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    home = _TABLE.get(tuple(reads), "PreToolUse")
    if home is None:
        raise ValueError(f"a rule that must prevent the call cannot read its outcome: {reads}")
    return home
