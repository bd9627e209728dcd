# Breaks: "'PreToolUse' when it holds 'user', 'tier', 'time' or 'session'". The strictest
# fact is found with list.index on a priority list that forgot "session"; list.index raises
# ValueError, the impossible rule's error: rule_home({"session"}, True) and
# rule_home({"arguments", "session"}, True) raise instead of returning "PreToolUse".
PRIORITY = ["outcome", "user", "tier", "time", "arguments"]


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    strictest = min(reads, key=PRIORITY.index, default="arguments")
    if strictest == "outcome":
        raise ValueError("a rule cannot prevent a call using its outcome")
    if strictest == "arguments":
        return "tool"
    return "PreToolUse"
