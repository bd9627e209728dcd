# Right: works on a frozenset copy (reads is never touched); not must_prevent -> "PostToolUse";
# then a match on the copy: "outcome" present -> ValueError, a subset of {"arguments"} (empty
# included) -> "tool", anything else (it must hold user/tier/time/session) -> "PreToolUse".
# Only plain str literals are returned.
ARGUMENTS_ONLY = frozenset({"arguments"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    facts = frozenset(reads)
    match must_prevent, facts:
        case False, _:
            return "PostToolUse"
        case True, f if "outcome" in f:
            raise ValueError(f"impossible rule: prevents the call but reads {sorted(f)}")
        case True, f if f <= ARGUMENTS_ONLY:
            return "tool"
        case _:
            return "PreToolUse"
