# Breaks: "it raises `ValueError` ... when it holds `"outcome"`, whatever else it holds".
# Branches follow the table's order (tool, PreToolUse, then the impossible case), and the tool test is
# "reads arguments and no trusted fact", so rule_home({"arguments", "outcome"}, True) returns "tool";
# rule_home({"outcome"}, True) still raises.
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if not reads or ("arguments" in reads and not reads & TRUSTED):
        return "tool"
    if reads & TRUSTED and "outcome" not in reads:
        return "PreToolUse"
    raise ValueError(f"a rule that must prevent the call cannot read its outcome: {sorted(reads)}")
