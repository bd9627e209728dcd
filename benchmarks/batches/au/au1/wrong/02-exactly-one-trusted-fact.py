# Breaks "`"PreToolUse"` when it holds `"user"`, `"tier"`, `"time"` or `"session"`" (Returns,
# Exercise 2), read as "exactly one of": a prevent rule reading two trusted facts falls to
# "tool", so rule_home({"tier", "time"}, True) and rule_home({"user", "session"}, True) return
# "tool"; every single-fact rule (A, B, C) is right.

TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by its outcome")
    if len(reads & TRUSTED) == 1:
        return "PreToolUse"  # the one server fact the rule compares with
    return "tool"
