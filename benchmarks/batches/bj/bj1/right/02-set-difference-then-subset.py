# Right: "PostToolUse" for any rule that only records. For a preventing rule, `reads -
# {"arguments"}` is a new set (reads itself untouched): empty means nothing but arguments (or
# nothing) -> "tool"; containing "outcome" raises ValueError; otherwise it holds user, tier,
# time or session -> "PreToolUse" (only the six facts arrive).
def rule_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    beyond_arguments = reads - {"arguments"}
    if not beyond_arguments:
        return "tool"
    if "outcome" in beyond_arguments:
        raise ValueError(f"cannot prevent a call by its outcome: {sorted(reads)}")
    return "PreToolUse"
