# Right: every one of the 64 subsets of the six facts (the empty set and the full set included), with both
# values of must_prevent, is placed once at import; a call looks up frozenset(reads), a copy, so reads is
# never touched. Record-only -> "PostToolUse"; prevent with "outcome" -> None in the table -> ValueError;
# prevent with user/tier/time/session -> "PreToolUse"; prevent with only arguments or nothing -> "tool".
from itertools import chain, combinations

_FACTS = ("arguments", "user", "tier", "time", "session", "outcome")


def _place(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        return None  # impossible: the outcome exists only after the call
    return "PreToolUse" if facts - {"arguments"} else "tool"


_TABLE = {
    (frozenset(subset), prevent): _place(frozenset(subset), prevent)
    for subset in chain.from_iterable(combinations(_FACTS, size) for size in range(len(_FACTS) + 1))
    for prevent in (True, False)
}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    home = _TABLE[frozenset(reads), bool(must_prevent)]
    if home is None:
        raise ValueError(f"a rule that must prevent the call cannot read its outcome: {sorted(reads)}")
    return home
