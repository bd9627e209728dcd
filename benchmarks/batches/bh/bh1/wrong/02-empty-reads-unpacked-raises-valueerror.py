# Breaks: "'tool' when reads holds nothing but 'arguments', or nothing at all (an empty set)"
# and "A rule that need not prevent the call: 'PostToolUse', whatever it reads."
# Input: rule_home(set(), True) and rule_home(set(), False) raise ValueError ("not enough
# values to unpack") from `first, *rest = sorted(reads)` instead of returning.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    first, *rest = sorted(reads)  # "arguments" sorts first when present
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if first == "arguments" and not rest:
        return "tool"
    return "PreToolUse"
