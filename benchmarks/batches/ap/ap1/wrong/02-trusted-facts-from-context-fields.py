# Breaks ""PreToolUse" when it holds "user", "tier", "time" or "session"": the trusted facts
# are taken from HookContext's field names (user_id, tier, session_id, attributes) plus
# "time", so rule_home({"user"}, True) and rule_home({"session"}, True) return "tool".
import dataclasses

from toolhooks import HookContext

# what the server vouches for: the context's fields, and the trusted clock on each call
TRUSTED = frozenset({field.name for field in dataclasses.fields(HookContext)} | {"time"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
