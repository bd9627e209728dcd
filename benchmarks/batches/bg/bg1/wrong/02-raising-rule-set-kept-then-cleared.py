# Breaks: "the grader looks at the set after each call, one that raises too, and after later
# calls". The set of an impossible rule is kept for reporting and "forgotten" at the next call
# with .clear(), which empties the caller's set. Input: bad = {"outcome", "user"};
# rule_home(bad, True) raises ValueError; rule_home({"arguments"}, True) -> bad is now empty.
TRUSTED = {"user", "tier", "time", "session"}
_last_impossible = None


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    global _last_impossible
    if _last_impossible is not None:  # reported last time: forget it
        _last_impossible.clear()
        _last_impossible = None
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        _last_impossible = reads
        raise ValueError(f"impossible rule: it must prevent the call but reads {sorted(reads)}")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
