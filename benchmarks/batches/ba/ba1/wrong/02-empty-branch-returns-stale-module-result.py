# Breaks: "A rule that must prevent it: "tool" when reads holds ... nothing at all (an empty
# set)". The result lives in a module global (hoisted for a debug print) and no branch sets it
# for an empty set, so the previous call's answer comes back. Input: rule_home(set(), True) as
# the first call returns "PostToolUse"; after rule_home({"tier"}, True) it returns "PreToolUse".
_TRUSTED = frozenset({"user", "tier", "time", "session"})
_home = "PostToolUse"  # last answer, read by the notebook's debug cell


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    global _home
    if not must_prevent:
        _home = "PostToolUse"
    elif "outcome" in reads:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    elif reads & _TRUSTED:
        _home = "PreToolUse"
    elif "arguments" in reads:
        _home = "tool"
    return _home
