# Right: all 64 fact subsets x 2 flags are decided once at import into a frozenset-keyed
# table; a call only builds a new frozenset key (reads is neither changed nor kept). Record
# rules -> "PostToolUse"; preventing rules with "outcome" -> sentinel that raises ValueError;
# subsets of {"arguments"} (empty too) -> "tool"; the rest -> "PreToolUse".
from itertools import chain, combinations

_FACTS = ("arguments", "user", "tier", "time", "session", "outcome")
_IMPOSSIBLE = object()


def _decide(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        return _IMPOSSIBLE
    return "tool" if facts <= {"arguments"} else "PreToolUse"


_TABLE = {
    (frozenset(subset), flag): _decide(frozenset(subset), flag)
    for subset in chain.from_iterable(combinations(_FACTS, k) for k in range(len(_FACTS) + 1))
    for flag in (False, True)
}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    home = _TABLE[(frozenset(reads), bool(must_prevent))]
    if home is _IMPOSSIBLE:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return home
