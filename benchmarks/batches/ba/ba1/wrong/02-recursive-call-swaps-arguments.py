# Breaks: "PreToolUse when it holds "user", "tier", "time" or "session"" (for rules that also
# read "arguments"). The arguments-are-free shortcut recurses with its parameters swapped.
# Input: rule_home({"arguments", "tier"}, True) raises TypeError ("argument of type 'bool' is
# not iterable") instead of returning "PreToolUse".
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "arguments" in reads and len(reads) > 1:
        # every layer sees the arguments: decide on the other facts alone
        return rule_home(must_prevent, reads - {"arguments"})
    if "outcome" in reads:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    if reads & _TRUSTED:
        return "PreToolUse"
    return "tool"
