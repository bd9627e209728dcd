# Breaks "A rule that need not prevent the call: `"PostToolUse"`, whatever it reads"
# (Returns, Exercise 2): a record-only rule that reads nothing but the arguments is left to
# the tool ("it can log its own arguments"), so rule_home({"arguments"}, False) returns "tool";
# the article's rows (A, B, C, and the log rule reading the call and its outcome) are right.

TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if reads == {"arguments"}:
        return "tool"  # the tool sees its arguments: it can check or log them itself
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by its outcome")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
