# Right: a record-only rule goes to PostToolUse first, whatever it reads; a preventing rule that
# reads the outcome raises ValueError; all() over an empty set is True, so "nothing at all" and
# "only arguments" both give 'tool', and anything else (a trusted fact) gives 'PreToolUse'.
# reads is only iterated, never changed or stored.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent is False:
        return "PostToolUse"
    if any(fact == "outcome" for fact in reads):
        raise ValueError("impossible: it must prevent the call but needs the call's outcome")
    return "tool" if all(fact == "arguments" for fact in reads) else "PreToolUse"
