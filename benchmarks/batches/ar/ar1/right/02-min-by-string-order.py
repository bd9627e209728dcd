# Right: record rules -> "PostToolUse"; must-prevent rules with "outcome" raise ValueError
# whatever else they read; otherwise each fact names its home and min() takes the earliest in
# string order, "PreToolUse" < "tool", so any trusted fact wins over "arguments", and an empty
# set gets default="tool". No set is built from `reads`, nothing is changed.

HOME_OF = {"arguments": "tool", "user": "PreToolUse", "tier": "PreToolUse",
           "time": "PreToolUse", "session": "PreToolUse"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent is False:
        return "PostToolUse"
    if not reads.isdisjoint({"outcome"}):
        raise ValueError("impossible: a rule cannot prevent a call by reading its outcome")
    return min((HOME_OF[fact] for fact in reads), default="tool")
