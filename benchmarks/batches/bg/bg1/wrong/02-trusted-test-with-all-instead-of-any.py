# Breaks: "`"PreToolUse"` when it holds `"user"`, `"tier"`, `"time"` or `"session"`". The trusted
# test uses all() where any() was meant, so a rule that also reads the arguments is sent to the
# tool. Input: rule_home({"arguments", "user"}, True) returns "tool", not "PreToolUse"
# (the article's single-fact rules B and C still come out right).
TRUSTED = ("user", "tier", "time", "session")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads and all(fact in TRUSTED for fact in reads):
        return "PreToolUse"
    return "tool"
