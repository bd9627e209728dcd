# Breaks "A rule that must prevent it: ... "PreToolUse" when it holds "user", "tier", "time" or
# "session"": the home is a majority vote of the facts, and Counter.most_common breaks a tie
# by first appearance ("arguments" sorts first), so rule_home({"arguments", "tier"}, True)
# returns "tool". With two trusted facts, {"arguments", "tier", "time"}, Pre wins the vote.
from collections import Counter


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if not reads:
        return "tool"
    votes = Counter("tool" if fact == "arguments" else "PreToolUse" for fact in sorted(reads))
    return votes.most_common(1)[0][0]
