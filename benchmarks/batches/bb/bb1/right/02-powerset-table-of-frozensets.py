# Right: every subset of the six facts is answered once, at import, in a table keyed by
# frozenset; a call looks up frozenset(reads) (a new object: the caller's set is untouched) and
# must_prevent. Record rules map to "PostToolUse"; preventing rules to "tool" (subset of
# {"arguments"}, empty included), "PreToolUse" (a trusted fact), or None meaning "raise ValueError".
from itertools import chain, combinations

_FACTS = ("arguments", "user", "tier", "time", "session", "outcome")


def _preventing_home(facts):
    if "outcome" in facts:
        return None
    return "tool" if facts <= {"arguments"} else "PreToolUse"


_TABLE = {}
for _combo in chain.from_iterable(combinations(_FACTS, k) for k in range(len(_FACTS) + 1)):
    _key = frozenset(_combo)
    _TABLE[_key, False] = "PostToolUse"
    _TABLE[_key, True] = _preventing_home(_key)


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    home = _TABLE[frozenset(reads), bool(must_prevent)]
    if home is None:
        raise ValueError(f"impossible rule: it must prevent the call but reads {sorted(reads)}")
    return home
