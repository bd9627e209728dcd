# Right: three booleans computed without touching the caller's set (`-` builds a new set):
# must it prevent, does it read the outcome, does it read anything besides the arguments.
# No prevent -> "PostToolUse"; prevent + outcome -> ValueError whatever else; prevent +
# a trusted fact -> "PreToolUse"; otherwise ({"arguments"} or empty) -> "tool".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    match (bool(must_prevent), "outcome" in reads, bool(reads - {"arguments"})):
        case (False, _, _):
            return "PostToolUse"
        case (True, True, _):
            raise ValueError("impossible: the outcome exists only after the call ran")
        case (True, False, True):
            return "PreToolUse"
        case _:
            return "tool"
