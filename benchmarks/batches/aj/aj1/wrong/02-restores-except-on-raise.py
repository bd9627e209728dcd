# WRONG (takes "arguments" out to look at the rest, puts it back only on the normal path).
# Breaks "Leave reads as it arrived (the grader looks at the set after each call, one that
# raises too)": s = {"arguments", "outcome"}; rule_home(s, True) raises ValueError (right) but
# leaves s == {"outcome"}. Calls that return leave the set intact; all answers are right.
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    had_arguments = "arguments" in reads
    reads.discard("arguments")  # what is left is what the tool cannot see
    if not must_prevent:
        home = "PostToolUse"
    elif "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    elif reads & _TRUSTED:
        home = "PreToolUse"
    else:
        home = "tool"
    if had_arguments:
        reads.add("arguments")
    return home
