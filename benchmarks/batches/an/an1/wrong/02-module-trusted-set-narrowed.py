# Breaks "a rule that must prevent it: ... "PreToolUse" when it holds "user", "tier", "time" or
# "session"" from the second call on: `found &= reads` narrows the module's TRUSTED_FACTS in place.
# rule_home({"tier"}, True) is "PreToolUse", then rule_home({"user"}, True) returns "tool".
TRUSTED_FACTS = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    found = TRUSTED_FACTS
    found &= reads  # the trusted facts this rule reads
    if found:
        return "PreToolUse"
    return "tool"
