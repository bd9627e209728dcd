# Right: a record rule (must_prevent False) is "PostToolUse" before anything else is read; a
# preventing rule with "outcome" raises ValueError; otherwise the sorted facts compare <= the
# list ["arguments"] only when they are [] or ["arguments"] ("arguments" sorts first of the six),
# which is "tool", and anything else is "PreToolUse". Only a sorted copy is read: reads is untouched.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    facts = sorted(reads)
    if "outcome" in facts:
        raise ValueError(f"cannot prevent a call on its own outcome (reads {facts})")
    return "tool" if facts <= ["arguments"] else "PreToolUse"
