# Breaks: "A rule that must prevent it: `"tool"` when `reads` holds nothing but `"arguments"`, or nothing at all
# (an empty set)". Takes the highest-ranked home with max() over the facts, which raises on an empty
# sequence: rule_home(set(), True) raises ValueError ("max() arg is an empty sequence") instead of "tool".
RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
HOMES = ("tool", "PreToolUse")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    rank = max(RANK[fact] for fact in reads)
    if rank == 2:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return HOMES[rank]
