# Breaks: "... raises ValueError ... when it holds "outcome", whatever else it holds".
# A fast path for rules reading at most one fact answers from a per-fact table before the outcome
# check, with "PreToolUse" as its default: rule_home({"outcome"}, True) returns "PreToolUse" instead
# of raising (rule_home({"outcome", "user"}, True) still raises).
_SINGLE_FACT_HOME = {
    "arguments": "tool",
    "user": "PreToolUse",
    "tier": "PreToolUse",
    "time": "PreToolUse",
    "session": "PreToolUse",
}
_TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if len(reads) <= 1:  # most rules read a single fact: answer those at once
        (fact,) = reads or ("arguments",)
        return _SINGLE_FACT_HOME.get(fact, "PreToolUse")
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    return "PreToolUse" if reads & _TRUSTED else "tool"
