# Right: a record rule is "PostToolUse" whatever it reads; a preventing rule holding "outcome"
# raises ValueError; otherwise, since "arguments" sorts before "session", "tier", "time" and "user",
# the largest fact is "arguments" (or the default, for an empty set) exactly when the rule reads
# nothing but the arguments -> "tool", else "PreToolUse". reads is only read, never kept.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read the call's outcome")
    return "tool" if max(reads, default="arguments") == "arguments" else "PreToolUse"
