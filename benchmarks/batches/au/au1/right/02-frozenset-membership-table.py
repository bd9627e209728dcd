# Right: a record-only rule is "PostToolUse" before anything is read; a prevent rule with
# "outcome" raises ValueError; otherwise it is "tool" exactly when its facts are {} or
# {"arguments"} (hashed lookup of a frozenset copy) and "PreToolUse" otherwise, which, with
# only the six facts, means it holds user, tier, time or session. reads is only read, never changed.

_TOOL_ONLY = frozenset({frozenset(), frozenset({"arguments"})})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    facts = frozenset(reads)
    if "outcome" in facts:
        raise ValueError(f"a rule that must prevent the call cannot read its outcome: {sorted(facts)}")
    return "tool" if facts in _TOOL_ONLY else "PreToolUse"
