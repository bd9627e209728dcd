# Breaks "A rule that must prevent it: ... "PreToolUse" when it holds "user", "tier", "time" or
# "session"": facts are ranked (arguments 0, trusted 1, outcome 2) and the ranks are summed
# instead of taking the highest, so two trusted facts look like the outcome.
# rule_home({"user", "tier"}, True) raises ValueError instead of returning "PreToolUse".
RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    level = sum(RANK[fact] for fact in reads)
    if level >= 2:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if level == 1 else "tool"
