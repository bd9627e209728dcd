# Right: orders the facts by the moment they are known (arguments: when the tool runs = 0; the server's facts:
# before it = 1; the outcome: after it = 2) and takes the latest, with default=0 so an empty set is "tool".
# A record-only rule is "PostToolUse" whatever it reads; a preventing rule needing moment 2 raises ValueError,
# moment 1 is "PreToolUse", moment 0 "tool". reads is only iterated, never changed.
KNOWN_AT = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    latest = max((KNOWN_AT[fact] for fact in reads), default=0)
    if latest == 2:
        raise ValueError(f"impossible: the rule must prevent the call but reads {sorted(reads)}")
    return ("tool", "PreToolUse")[latest]
