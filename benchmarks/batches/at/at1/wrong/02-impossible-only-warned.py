# Breaks: "... and it raises ValueError (any message) when it holds "outcome", whatever else it holds".
# The impossible rule only gets a RuntimeWarning and is then placed by its other facts, so
# rule_home({"outcome", "tier"}, True) returns "PreToolUse" and rule_home({"outcome"}, True)
# returns "tool" instead of raising.
import warnings

_TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        warnings.warn(
            "a rule that must prevent a call cannot read its outcome; placing it by the facts "
            "it can check in time",
            RuntimeWarning,
            stacklevel=2,
        )
    if reads & _TRUSTED:
        return "PreToolUse"
    return "tool"
