# Breaks "a rule that must prevent it: "tool" when `reads` holds nothing but "arguments"" after
# any Pre rule has been placed: `visible |= {"arguments"}` grows the module's HOOK_FACTS in place.
# rule_home({"tier"}, True) is "PreToolUse", then rule_home({"arguments"}, True) returns
# "PreToolUse" instead of "tool".
HOOK_FACTS = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads & HOOK_FACTS:
        visible = HOOK_FACTS
        visible |= {"arguments"}  # a Pre hook sees the model's arguments as well
        if reads <= visible:
            return "PreToolUse"
    return "tool"
