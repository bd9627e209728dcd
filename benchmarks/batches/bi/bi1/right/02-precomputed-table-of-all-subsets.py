# Right: every subset of the six facts (64, the empty one included) times both flags is decided
# once at import into a dict keyed by a frozen copy; a call looks up frozenset(reads), so the
# caller's set is only read, never kept. Not preventing -> PostToolUse; outcome -> ValueError;
# nothing but arguments (or nothing) -> tool; any of user/tier/time/session -> PreToolUse.
from itertools import combinations

_FACTS = ("arguments", "user", "tier", "time", "session", "outcome")
_IMPOSSIBLE = "impossible"


def _decide(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        return _IMPOSSIBLE
    return "tool" if facts <= {"arguments"} else "PreToolUse"


_TABLE = {
    (frozenset(chosen), flag): _decide(frozenset(chosen), flag)
    for size in range(len(_FACTS) + 1)
    for chosen in combinations(_FACTS, size)
    for flag in (False, True)
}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    home = _TABLE[frozenset(reads), bool(must_prevent)]
    if home == _IMPOSSIBLE:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    return home
