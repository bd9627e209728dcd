# Breaks "Returns: one of the plain strs "tool", "PreToolUse", "PostToolUse"": a stray trailing comma on
# the branch for a rule that reads nothing makes rule_home(set(), True) return the tuple ("tool",)
# instead of the str "tool". Every other input (the article's rules A, B, C and the log rule) gets a
# plain str.
TRUSTED_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    if not reads:
        return "tool",  # reads nothing: the tool can check it itself
    if reads & TRUSTED_FACTS:
        return "PreToolUse"
    return "tool"
