# Right: works on a new frozenset (reads itself is never changed or kept); a record rule ->
# "PostToolUse"; a preventing rule with "outcome" -> ValueError; what is left after removing
# "arguments" is empty -> "tool" (covers {} and {"arguments"}), otherwise it holds a trusted fact
# (user, tier, time, session) -> "PreToolUse". Returns plain str literals.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    beyond_arguments = frozenset(reads) - {"arguments"}
    match must_prevent, "outcome" in beyond_arguments, bool(beyond_arguments):
        case False, _, _:
            return "PostToolUse"
        case True, True, _:
            raise ValueError(f"cannot prevent a call using its outcome: {sorted(beyond_arguments)}")
        case True, False, False:
            return "tool"
        case _:
            return "PreToolUse"
