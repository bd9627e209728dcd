# WRONG (the memo also caches the error, and a cache hit returns whatever was stored). Breaks
# "it raises ValueError ... when it holds "outcome"": the first rule_home({"outcome"}, True)
# raises, the second identical call returns the stored ValueError object instead of raising.
# First calls, and every rule that has a home, are right.
_TRUSTED = frozenset({"user", "tier", "time", "session"})
_cache = {}


def _decide(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if facts & _TRUSTED else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (frozenset(reads), bool(must_prevent))
    if key in _cache:
        return _cache[key]
    try:
        home = _decide(key[0], must_prevent)
    except ValueError as error:
        _cache[key] = error
        raise
    _cache[key] = home
    return home
