# RIGHT. Each fact gets a rank (arguments 0, the four trusted facts 1, outcome 2) and the rule
# lives where its highest-ranked fact forces it: nothing above 0 (only "arguments", or an empty
# set, via default=0) -> "tool"; a trusted fact -> "PreToolUse"; "outcome" -> ValueError,
# whatever else is there. Record-only rules return "PostToolUse" first. reads is only iterated.
_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}
_HOME = {0: "tool", 1: "PreToolUse"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    level = max((_RANK[fact] for fact in reads), default=0)
    if level == 2:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    return _HOME[level]
