# Breaks: "'tool' when reads holds nothing but 'arguments', or nothing at all (an empty
# set)". Each fact names the homes that can see it and the answer is their intersection,
# built with set.intersection(*...); with no facts there is nothing to intersect and
# rule_home(set(), True) raises TypeError instead of returning "tool".
SEEN_BY = {
    "arguments": {"tool", "PreToolUse", "PostToolUse"},
    "user": {"PreToolUse", "PostToolUse"},
    "tier": {"PreToolUse", "PostToolUse"},
    "time": {"PreToolUse", "PostToolUse"},
    "session": {"PreToolUse", "PostToolUse"},
    "outcome": {"PostToolUse"},
}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    homes = set.intersection(*(SEEN_BY[fact] for fact in reads)) - {"PostToolUse"}
    if not homes:
        raise ValueError("no hook point can both see these facts and prevent the call")
    return "tool" if "tool" in homes else "PreToolUse"
