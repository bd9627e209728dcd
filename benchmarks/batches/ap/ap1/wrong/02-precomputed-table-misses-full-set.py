# Breaks "raises ValueError when it holds "outcome", whatever else it holds" and "PostToolUse,
# whatever it reads": the table of answers is built for combinations of size 0..5 only
# (range(len(FACTS))), so a rule reading all six facts raises KeyError, with either flag.
from itertools import combinations

FACTS = ("arguments", "user", "tier", "time", "session", "outcome")
TRUSTED = frozenset({"user", "tier", "time", "session"})
IMPOSSIBLE = None


def _home(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        return IMPOSSIBLE
    return "PreToolUse" if facts & TRUSTED else "tool"


_TABLE = {
    (frozenset(combo), must_prevent): _home(frozenset(combo), must_prevent)
    for size in range(len(FACTS))
    for combo in combinations(FACTS, size)
    for must_prevent in (False, True)
}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    home = _TABLE[frozenset(reads), must_prevent]
    if home is IMPOSSIBLE:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return home
