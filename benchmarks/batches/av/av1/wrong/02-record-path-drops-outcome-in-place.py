# Breaks: "Leave reads as it arrived (the grader looks at the set after each call)". On the
# record path the rule's facts are "normalised" by discarding "outcome" (PostToolUse sees it
# anyway) on the caller's own set: after rule_home({"arguments", "outcome"}, False), which
# rightly returns "PostToolUse", the set is {"arguments"}. Prevent rules are left untouched.

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        reads.discard("outcome")  # every PostToolUse hook is handed the outcome already
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that needs the outcome cannot prevent the call")
    return "PreToolUse" if reads & TRUSTED else "tool"
