# Breaks "Leave reads as it arrived (the grader looks at the set after each call ...)": for a record-only
# rule the answer runs needs -= TRUSTED_FACTS on what it thinks is a copy (needs = reads), and -= on a set
# works in place: after rule_home({"user", "outcome"}, False) -- rightly "PostToolUse" -- the set is
# {"outcome"}. Must-prevent rules and the log rule's {"arguments", "outcome"} are left alone.
TRUSTED_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    needs = reads
    if not must_prevent:
        needs -= TRUSTED_FACTS  # PostToolUse hooks get the context too: not a need there
        return "PostToolUse"
    if "outcome" in needs:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    if needs & TRUSTED_FACTS:
        return "PreToolUse"
    return "tool"
