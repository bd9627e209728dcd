# Right: record rules (must_prevent False) go to "PostToolUse" whatever they read; a
# prevent rule holding "outcome" raises ValueError; otherwise, with only the six facts
# possible, "nothing but arguments" means the leftover after removing "arguments" is empty
# ("tool"), and any leftover is user/tier/time/session ("PreToolUse"). reads is only read.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent is False:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot depend on its outcome")
    leftover = frozenset(reads).difference(("arguments",))
    return "PreToolUse" if leftover else "tool"
