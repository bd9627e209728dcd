# Breaks "Leave reads as it arrived": a rule reading the time is taken to read the session too
# (the server stamps the time per session), and the fact is added to the caller's own set, so
# s = {'time'}; rule_home(s, True) returns 'PreToolUse' but leaves s == {'time', 'session'}.
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if "time" in reads:
        reads.add("session")   # the trusted time is stamped per session
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads & _TRUSTED:
        return "PreToolUse"
    return "tool"
