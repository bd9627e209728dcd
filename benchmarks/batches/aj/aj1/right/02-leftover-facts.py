# RIGHT. Works on a new frozenset (reads itself is never touched): what is left once
# "arguments" is taken out is what the tool cannot see. Nothing left -> "tool" (covers
# {"arguments"} and the empty set); "outcome" left -> ValueError whatever else is left;
# anything else left is user/tier/time/session -> "PreToolUse". must_prevent false -> "PostToolUse".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent is False or not must_prevent:
        return "PostToolUse"
    beyond_arguments = frozenset(reads) - {"arguments"}
    if not beyond_arguments:
        return "tool"
    if "outcome" in beyond_arguments:
        raise ValueError(f"cannot prevent a call using its outcome: {sorted(reads)}")
    return "PreToolUse"
