# RIGHT. Not preventing: "PostToolUse". Preventing: walk the facts in sorted order, which puts
# "outcome" before every trusted fact ("arguments" < "outcome" < "session" < "tier" < "time" <
# "user"), so outcome raises ValueError whatever else is held; the first trusted fact returns
# "PreToolUse"; only "arguments", or nothing, falls through to "tool". sorted() copies: reads
# is left as it arrived.
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    for fact in sorted(reads):
        if fact == "outcome":
            raise ValueError("a rule that must prevent the call cannot wait for its outcome")
        if fact in _TRUSTED:
            return "PreToolUse"
    return "tool"
