# Right: the set is copied into a frozenset (the caller's set is never touched, also when raising)
# and the answer cached per (facts, must_prevent); lru_cache does not cache exceptions, so every
# impossible rule raises ValueError. not must_prevent -> "PostToolUse"; "outcome" -> ValueError;
# no fact but "arguments" (empty included) -> "tool"; any trusted fact left -> "PreToolUse".
from functools import lru_cache


@lru_cache(maxsize=None)
def _home(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("a rule that must prevent the call cannot read the call's outcome")
    return "PreToolUse" if facts - {"arguments"} else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    return _home(frozenset(reads), bool(must_prevent))
