# Right: works on frozenset(reads), a copy (the caller's set is neither changed nor kept).
# Record rules -> "PostToolUse"; a preventing rule with "outcome" -> ValueError whatever else it
# reads; one whose facts are all within {"arguments"} (including the empty set) -> "tool";
# otherwise it reads a trusted fact -> "PreToolUse".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    facts = frozenset(reads)
    if must_prevent is False:
        return "PostToolUse"
    if {"outcome"} <= facts:
        raise ValueError(f"cannot prevent a call using its outcome: {sorted(facts)}")
    if facts - {"arguments"}:
        return "PreToolUse"
    return "tool"
