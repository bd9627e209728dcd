# Breaks: "A rule that must prevent it: ... "PreToolUse" when it holds "user", "tier", "time" or
# "session"". "user" is read as the user_id the model passes in the arguments, which the tool
# can see, so rule_home({"user"}, True) returns "tool" (and {"arguments", "user"} too).
TRUSTED = {"tier", "time", "session"}   # the user comes in the tool's own arguments
ARGUMENT_LIKE = {"arguments", "user"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads & TRUSTED:
        return "PreToolUse"
    if reads <= ARGUMENT_LIKE:
        return "tool"
    return "PreToolUse"
