# Breaks ""PreToolUse" when it holds "user", "tier", "time" or "session"": "time" is left out of
# the trusted facts (notebook 03 says time is not in the context), so rule_home({"time"}, True)
# and rule_home({"arguments", "time"}, True) return "tool" instead of "PreToolUse".
CONTEXT_FACTS = {"user", "tier", "session"}  # what HookContext holds


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a preventing rule cannot read the outcome")
    if reads & CONTEXT_FACTS:
        return "PreToolUse"
    return "tool"
