# Breaks: "`"PreToolUse"` when it holds `"user"`, `"tier"`, `"time"` or `"session"`" and "need not prevent:
# `"PostToolUse"`, whatever it reads". Its list of known facts was copied from the table's "reads" column
# plus "user" and misses "session", so rule_home({"session"}, True) and even rule_home({"session"}, False)
# raise ValueError ("unknown fact") instead of returning "PreToolUse" / "PostToolUse".
KNOWN = frozenset({"arguments", "user", "tier", "time", "outcome"})
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    unknown = reads - KNOWN
    if unknown:
        raise ValueError(f"unknown facts: {sorted(unknown)}")
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("cannot prevent a call with a rule that reads its outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
