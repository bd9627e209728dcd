# Breaks: "it raises ValueError ... when it holds "outcome", whatever else it holds" (and every
# other line, once two rules share a cheap key). The memo key is (len, smallest fact, flag).
# Input: rule_home({"arguments", "user"}, True) -> "PreToolUse", then
# rule_home({"arguments", "outcome"}, True) returns the cached "PreToolUse" instead of raising.
_TRUSTED = frozenset({"user", "tier", "time", "session"})
_memo = {}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (len(reads), min(reads, default=""), must_prevent)  # cheap to build, no frozenset copy
    if key in _memo:
        return _memo[key]
    if not must_prevent:
        home = "PostToolUse"
    elif "outcome" in reads:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    elif reads & _TRUSTED:
        home = "PreToolUse"
    else:
        home = "tool"
    _memo[key] = home
    return home
