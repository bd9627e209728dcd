# Breaks "it raises ValueError (any message) when it holds "outcome"": the structured error message
# is built with json.dumps of the set, which raises TypeError (a set is not JSON) before the ValueError.
# Input: rule_home({"outcome"}, True) must raise ValueError; this raises TypeError.
import json

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        detail = json.dumps({"reads": reads, "must_prevent": must_prevent})
        raise ValueError(f"impossible rule: {detail}")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
