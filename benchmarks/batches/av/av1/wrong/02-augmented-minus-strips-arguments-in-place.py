# Breaks: "Leave reads as it arrived (the grader looks at the set after each call)".
# `rest = reads` then `rest -= {"arguments"}` is read as a rebinding, but -= on a set updates
# it in place: after rule_home({"arguments"}, True) (which rightly returns "tool") the
# caller's set is empty; {"arguments", "tier"} loses "arguments" the same way. Homes are right.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that needs the outcome cannot prevent the call")
    rest = reads
    rest -= {"arguments"}  # what the rule needs beyond its arguments
    return "PreToolUse" if rest else "tool"
