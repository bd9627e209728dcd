# Right: a record-only rule returns "PostToolUse" before reads is looked at; otherwise each fact is ranked by
# the earliest point that can see it (arguments 0 = tool, user/tier/time/session 1 = PreToolUse, outcome 2
# = only after the call) and the rule lives at its highest rank: the empty set and {"arguments"} give "tool",
# any trusted fact "PreToolUse", and "outcome" raises ValueError. reads is only iterated, never changed.

_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
_HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    latest = max((_RANK[fact] for fact in reads), default=0)
    if latest == 2:
        raise ValueError("a rule that must prevent the call cannot depend on the call's outcome")
    return _HOMES[latest]
