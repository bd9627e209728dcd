# Breaks: "Leave reads as it arrived". Input: r = {"arguments", "tier"}; rule_home(r, True)
# returns "PreToolUse" but leaves r == {"tier"}: `facts = reads or {"arguments"}` is a new set
# only when reads is empty; otherwise `or` returns reads itself, so trimming "arguments" off
# a mixed rule edits the caller's set.

TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    facts = reads or {"arguments"}  # a rule that reads nothing reads its arguments
    if "outcome" in facts:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if len(facts) > 1:
        facts.discard("arguments")  # in a mixed rule the arguments decide nothing
    return "PreToolUse" if facts & TRUSTED else "tool"
