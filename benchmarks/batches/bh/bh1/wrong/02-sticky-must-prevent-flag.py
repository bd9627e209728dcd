# Breaks: "A rule that need not prevent the call: 'PostToolUse', whatever it reads."
# Input: rule_home({"tier"}, True) then rule_home({"arguments"}, False): the second returns
# "tool", because a module-level "strict mode" flag set by the first call never resets.
_strict = False


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    global _strict
    _strict = _strict or must_prevent  # once a rule must prevent, keep checking strictly
    if not _strict:
        return "PostToolUse"
    if "outcome" in reads and must_prevent:
        raise ValueError("a rule cannot prevent a call and read its outcome")
    if "outcome" in reads:
        return "PostToolUse"
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
