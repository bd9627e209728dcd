# Breaks: "it raises ValueError ... when it holds "outcome", whatever else it holds" and
# "`"tool"` when `reads` holds ... nothing at all (an empty set)". The impossible test is written
# reads <= {"outcome"} (subset the wrong way round). Inputs: rule_home({"outcome", "user"}, True)
# returns "PreToolUse"; rule_home(set(), True) raises instead of returning "tool".
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads <= {"outcome"}:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
