# Breaks "Write rule_home(reads, must_prevent)" (the signature the Returns paragraph names):
# the flag was renamed `prevent`, so the keyword call linters ask for with a boolean flag,
# rule_home({"tier"}, must_prevent=True), raises TypeError ("unexpected keyword argument
# 'must_prevent'") instead of returning "PreToolUse". Positional calls are all correct.

CONTEXT_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads & CONTEXT_FACTS:
        return "PreToolUse"
    return "tool"
