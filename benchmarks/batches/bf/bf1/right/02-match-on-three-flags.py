# Right: a match on (must_prevent, "outcome" read, anything besides "arguments" read), from a
# frozenset copy that is never kept: not preventing -> "PostToolUse" whatever it reads;
# outcome -> ValueError whatever else; nothing but arguments or nothing -> "tool"; otherwise
# a user/tier/time/session fact is read -> "PreToolUse". Returns are plain str literals.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    facts = frozenset(reads)
    match (bool(must_prevent), "outcome" in facts, bool(facts - {"arguments"})):
        case (False, _, _):
            return "PostToolUse"
        case (True, True, _):
            raise ValueError(f"a rule that must prevent the call cannot read its outcome: {sorted(facts)}")
        case (True, False, False):
            return "tool"
        case _:
            return "PreToolUse"
