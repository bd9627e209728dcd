# Breaks "Returns: ... 'PreToolUse' when it holds 'user', 'tier', 'time' or 'session'" (and the
# other homes) when called from several threads at once: every call copies its facts into one
# module-level scratch set, so rule_home({'tier'}, True) can read another thread's {'arguments'} -> 'tool',
# or rule_home({'arguments'}, True) raise ValueError on another thread's {'arguments', 'outcome'}.
_TRUSTED = frozenset({"user", "tier", "time", "session"})
_scratch = set()   # reused to avoid a new set per call; never the caller's set


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    _scratch.clear()
    _scratch.update(reads)
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in _scratch:
        raise ValueError("a rule cannot prevent a call by reading its outcome")
    if _scratch & _TRUSTED:
        return "PreToolUse"
    return "tool"
