# Breaks: "Leave reads as it arrived (the grader looks at the set after each call)". For a
# record rule that also reads who/when, "arguments" is dropped from the set (the audit line
# carries the input): after rule_home(s, False) with s = {"arguments", "user"}, s is {"user"}.
# The answer "PostToolUse" is right; {"arguments", "outcome"} (log every write) is untouched.

TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        if reads & TRUSTED:
            reads.discard("arguments")  # the audit record has the input already
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call using its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
