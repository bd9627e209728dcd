# Breaks "`"PreToolUse"` when it holds `"user"`, ... or `"session"`" (Returns, Exercise 2):
# the trusted facts come from "tier,time, user, session".split(","), which keeps the spaces,
# so " user" and " session" never match and rule_home({"user"}, True) and
# rule_home({"session"}, True) return "tool"; Rules B ({"tier"}) and C ({"time"}) are right.

TRUSTED = frozenset("tier,time, user, session".split(","))


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by its outcome")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
