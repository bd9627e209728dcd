# Breaks: "A rule that must prevent it: "tool" when reads holds ... nothing at all (an empty set)" and
# "A rule that need not prevent the call: "PostToolUse", whatever it reads". The lookup table is built
# from combinations of sizes 1 to 6, so the empty set is missing: rule_home(set(), True) and
# rule_home(set(), False) raise KeyError instead of returning "tool" / "PostToolUse".
from itertools import combinations

_FACTS = ("arguments", "user", "tier", "time", "session", "outcome")
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def _place(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        return None  # impossible: raised at lookup time
    return "PreToolUse" if facts & _TRUSTED else "tool"


_TABLE = {
    (frozenset(combo), must_prevent): _place(frozenset(combo), must_prevent)
    for size in range(1, len(_FACTS) + 1)
    for combo in combinations(_FACTS, size)
    for must_prevent in (False, True)
}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    home = _TABLE[(frozenset(reads), must_prevent)]
    if home is None:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    return home
