# Breaks "it raises ValueError (any message) when it holds "outcome"": on reads={"outcome"},
# must_prevent=True it raises toolhooks.PreHookError, which is a RuntimeError, not a ValueError
# (the learner picked the package's error named after the hook point).
from toolhooks import PreHookError

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise PreHookError(
            "a PreToolUse hook runs before the tool, so it cannot read the outcome",
            hook_name="rule_home",
            tool_name="*",
        )
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
