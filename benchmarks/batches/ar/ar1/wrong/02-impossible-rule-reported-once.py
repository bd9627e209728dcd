# Breaks "and it raises ValueError (any message) when it holds "outcome", whatever else it
# holds": the impossible rule is raised only the first time it is seen (like a warning shown
# once), then downgraded to recording: a second rule_home({"outcome"}, True) in the same
# process returns "PostToolUse" instead of raising.

CONTEXT_FACTS = frozenset({"user", "tier", "time", "session"})
_REPORTED = set()


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        key = frozenset(reads)
        if key not in _REPORTED:
            _REPORTED.add(key)
            raise ValueError(f"impossible rule {sorted(reads)}: it needs the outcome to prevent the call")
        return "PostToolUse"  # already reported: the best we can do is record it
    if reads & CONTEXT_FACTS:
        return "PreToolUse"
    return "tool"
