# Right: works on a frozenset copy, so the caller's set is never touched (also when raising).
# Not must_prevent -> "PostToolUse" whatever it reads; outcome among the facts -> ValueError;
# no overlap with the four trusted facts -> "tool" (this covers {"arguments"} and the empty
# set); any overlap -> "PreToolUse". All three results are plain str literals.
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    facts = frozenset(reads)
    if must_prevent is False:
        return "PostToolUse"
    if not facts.isdisjoint({"outcome"}):
        raise ValueError(f"impossible rule: it must prevent the call but reads {sorted(facts)}")
    return "tool" if facts.isdisjoint(_TRUSTED) else "PreToolUse"
