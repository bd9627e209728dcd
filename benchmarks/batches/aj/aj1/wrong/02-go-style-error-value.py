# WRONG (Go habit: an impossible rule comes back as an error value). Breaks "it raises
# ValueError (any message) when it holds "outcome"" and "one of the plain strs":
# rule_home({"outcome"}, True) and rule_home({"arguments", "outcome"}, True) *return* a
# ValueError instance instead of raising it. Every other input is answered right.
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        return ValueError("a rule that must prevent the call cannot need its outcome")
    if reads & _TRUSTED:
        return "PreToolUse"
    return "tool"
