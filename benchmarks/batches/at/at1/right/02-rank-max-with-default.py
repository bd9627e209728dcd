# Right: each fact has a rank (arguments 0, trusted facts 1, outcome 2) and a rule needs the highest
# rank it reads (0 for an empty set, via default=): record-only rules are "PostToolUse" whatever they
# read; preventing rules go to "tool" (rank 0), "PreToolUse" (1) or raise ValueError (2). reads is only
# iterated, never changed; the results are plain str literals.
_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    needed = max((_RANK[fact] for fact in reads), default=0)
    if needed == 2:
        raise ValueError("a rule that must prevent a call cannot depend on the call's outcome")
    return "PreToolUse" if needed == 1 else "tool"
