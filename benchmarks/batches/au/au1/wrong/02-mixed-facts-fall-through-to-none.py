# Breaks "`"PreToolUse"` when it holds `"user"`, `"tier"`, `"time"` or `"session"`" (Returns,
# Exercise 2): "only arguments" and "only trusted facts" are handled and the if-chain has no
# final return, so rule_home({"arguments", "user"}, True) returns None (the same-user rule
# reads both); single-kind sets such as {"tier"} or {"arguments"} are right.

TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by its outcome")
    if reads <= {"arguments"}:
        return "tool"
    if reads <= TRUSTED:
        return "PreToolUse"
