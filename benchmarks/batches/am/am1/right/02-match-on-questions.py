# Right: the three questions the Returns paragraph asks (must it prevent? does it read the outcome?
# does it read anything besides the arguments?) are answered with set operations that build new
# sets, then matched: not preventing -> "PostToolUse"; outcome -> ValueError; something besides
# arguments (user/tier/time/session) -> "PreToolUse"; nothing or arguments only -> "tool".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    match (bool(must_prevent), "outcome" in reads, bool(reads - {"arguments"})):
        case (False, _, _):
            return "PostToolUse"
        case (True, True, _):
            raise ValueError("a rule that must prevent the call cannot need the call's outcome")
        case (True, False, True):
            return "PreToolUse"
        case _:
            return "tool"
