# WRONG. Breaks: "A rule that must prevent it: ... "PreToolUse" when it holds "user", "tier",
# "time" or "session"" (ValueError is only for "outcome"). It demands that a rule reading the
# arguments *and* a trusted fact be split: rule_home({"arguments", "user"}, True) raises
# ValueError instead of returning "PreToolUse".
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads <= {"arguments"}:
        return "tool"
    if "arguments" in reads:  # half for the tool, half for a hook: one rule per place
        raise ValueError("split this rule: the argument part goes in the tool")
    return "PreToolUse"
