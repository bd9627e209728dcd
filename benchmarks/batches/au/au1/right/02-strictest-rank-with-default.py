# Right: each fact has a rank (arguments 0, the four trusted facts 1, outcome 2) and the rule's
# level is the highest rank it reads, 0 for the empty set (max's default). Record rules are
# "PostToolUse" whatever the level; a prevent rule raises ValueError at level 2 (outcome, with
# anything), is "PreToolUse" at level 1 and "tool" at 0. The set is iterated, never modified.

_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
_HOME = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    level = max((_RANK[fact] for fact in reads), default=0)
    if not must_prevent:
        return "PostToolUse"
    if level == 2:
        raise ValueError("a rule that needs the call's outcome cannot prevent the call")
    return _HOME[level]
