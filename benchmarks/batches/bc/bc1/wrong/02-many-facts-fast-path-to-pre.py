# Breaks "it raises ValueError ... when it holds 'outcome', whatever else it holds" on
# rule_home({"user", "tier", "time", "outcome"}, True): a fast path sends any rule reading four
# facts or more to "PreToolUse" ("it needs the whole context") before the outcome test, so it
# returns "PreToolUse". Rules reading up to three facts are placed right.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if len(reads) >= 4:
        return "PreToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
