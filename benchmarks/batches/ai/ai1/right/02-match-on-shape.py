# Right: a match on three facts computed without touching reads: must_prevent False is
# "PostToolUse" whatever is read; then "outcome" anywhere raises ValueError; then a set that is
# a subset of {"arguments"} (the empty set included) is "tool"; anything else holds one of
# user/tier/time/session (reads holds only the six facts) and is "PreToolUse".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    match bool(must_prevent), "outcome" in reads, reads <= {"arguments"}:
        case False, _, _:
            return "PostToolUse"
        case True, True, _:
            raise ValueError(f"cannot prevent a call by reading its outcome: {sorted(reads)}")
        case True, False, True:
            return "tool"
        case _:
            return "PreToolUse"
