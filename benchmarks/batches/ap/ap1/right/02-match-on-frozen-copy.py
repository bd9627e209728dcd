# Right: matches on (must_prevent, a frozenset copy of reads): not preventing -> "PostToolUse"
# whatever it reads; preventing with "outcome" anywhere -> ValueError; preventing with nothing
# beyond "arguments" (the empty set too) -> "tool"; otherwise a trusted fact is present ->
# "PreToolUse". The caller's set is copied, never touched.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    match bool(must_prevent), frozenset(reads):
        case False, _:
            return "PostToolUse"
        case True, facts if "outcome" in facts:
            raise ValueError("the outcome exists only after the call: too late to prevent it")
        case True, facts if facts <= {"arguments"}:
            return "tool"
        case _:
            return "PreToolUse"
