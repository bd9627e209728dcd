# Right: a record-only rule is "PostToolUse" whatever it reads. Otherwise each fact gets a rank
# (arguments 0, user/tier/time/session 1, outcome 2); the highest rank, 0 for an empty set,
# picks "tool" or "PreToolUse", and rank 2 raises ValueError. reads is only iterated: never
# changed, never stored; nothing module-level is written.
_RANK = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}


def rule_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    worst = max((_RANK[fact] for fact in reads), default=0)
    if worst == 2:
        raise ValueError("a rule that must prevent a call cannot depend on its outcome")
    return ("tool", "PreToolUse")[worst]
