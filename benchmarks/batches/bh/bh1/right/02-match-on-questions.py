# Right: answers three questions without touching reads (isdisjoint/membership only, nothing
# kept): need not prevent -> "PostToolUse" whatever it reads; must prevent and reads "outcome"
# -> ValueError; must prevent and reads any trusted fact -> "PreToolUse"; else (only
# "arguments" or empty) -> "tool". Plain str literals are returned.
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    match (bool(must_prevent), "outcome" in reads, not _TRUSTED.isdisjoint(reads)):
        case (False, _, _):
            return "PostToolUse"
        case (True, True, _):
            raise ValueError(f"impossible rule: must prevent the call but reads {sorted(reads)}")
        case (True, False, True):
            return "PreToolUse"
        case _:
            return "tool"
