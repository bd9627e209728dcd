# Breaks: "A rule that need not prevent the call: "PostToolUse", whatever it reads."
# Input: rule_home({"tier"}, False) returns "PreToolUse" (and {"arguments"}, False gives
# "tool"): a one-fact fast path looks the fact up in a table before must_prevent is read.

SINGLE_FACT_HOME = {
    "arguments": "tool",
    "user": "PreToolUse",
    "tier": "PreToolUse",
    "time": "PreToolUse",
    "session": "PreToolUse",
}
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if len(reads) == 1:  # fast path: the article's rules read one fact each
        (fact,) = reads
        if fact in SINGLE_FACT_HOME:
            return SINGLE_FACT_HOME[fact]
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("impossible rule: prevent the call but read its outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
