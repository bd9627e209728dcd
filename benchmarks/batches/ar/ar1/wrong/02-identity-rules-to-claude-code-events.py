# Breaks "Returns: one of the plain strs "tool", "PreToolUse", "PostToolUse" ... "PreToolUse"
# when it holds "user", "tier", "time" or "session"": a Claude Code habit sends a rule that
# reads only the session to SessionStart and one that reads only the user to
# UserPromptSubmit: rule_home({"session"}, True) returns "SessionStart".

CONTEXT_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads <= {"arguments"}:
        return "tool"
    if reads == {"session"}:
        return "SessionStart"  # refuse the session before any tool is offered
    if reads == {"user"}:
        return "UserPromptSubmit"  # refuse the user's prompt itself
    return "PreToolUse"
