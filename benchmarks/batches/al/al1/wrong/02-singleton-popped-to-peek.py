# Breaks: "Leave `reads` as it arrived (the grader looks at the set after each call ...)".
# Peeks at a one-fact set with reads.pop() (sets have no [0]) and never puts it back: after
# rule_home({"arguments"}, True) -> "tool" or rule_home({"time"}, False) -> "PostToolUse" the set is empty.
# Sets of two or more facts are left alone.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if len(reads) == 1:
        only = reads.pop()
        facts = {only}
    else:
        facts = set(reads)
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("must prevent the call but needs its outcome: impossible")
    if facts & TRUSTED:
        return "PreToolUse"
    return "tool"
