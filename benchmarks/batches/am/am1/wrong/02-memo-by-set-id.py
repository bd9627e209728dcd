# Breaks the Returns mapping across calls: sets are not hashable, so results for sets of two or
# more facts are memoised by id(reads), and CPython reuses a freed set's id for the next one.
# rule_home({"arguments", "user"}, True) -> "PreToolUse"; then rule_home({"arguments", "outcome"},
# True) (a new temporary, usually at the same id) returns the cached "PreToolUse" instead of raising.
TRUSTED = frozenset({"user", "tier", "time", "session"})
_memo = {}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (id(reads), must_prevent)
    if len(reads) > 1 and key in _memo:  # single facts are cheap; combinations are memoised
        return _memo[key]
    if not must_prevent:
        home = "PostToolUse"
    elif "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    elif reads & TRUSTED:
        home = "PreToolUse"
    else:
        home = "tool"
    if len(reads) > 1:
        _memo[key] = home
    return home
