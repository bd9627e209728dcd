# Breaks "A rule that must prevent it: ... "PreToolUse" when it holds "user", "tier", "time"
# or "session"": the set of facts only a hook can see lists user, time and session but not
# tier, so a rule reading only the tier (Rule B as {"tier"}) goes to the tool.
# Input: rule_home({"tier"}, True) returns "tool" (expected "PreToolUse").
_HOOK_ONLY = frozenset({"user", "time", "session"})  # who is calling, when, in which session


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if reads & _HOOK_ONLY:
        return "PreToolUse"
    return "tool"
