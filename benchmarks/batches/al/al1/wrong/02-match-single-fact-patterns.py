# Breaks: "`"PreToolUse"` when it holds `"user"`, `"tier"`, `"time"` or `"session"`" (any of them, in any number).
# Matches the sorted facts against the article's rules: one trusted fact, alone or with the arguments;
# a rule reading two trusted facts falls to the default, so rule_home({"tier", "user"}, True) and
# rule_home({"arguments", "time", "user"}, True) return "tool".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    match tuple(sorted(reads)):
        case () | ("arguments",):
            return "tool"
        case ("session",) | ("tier",) | ("time",) | ("user",):
            return "PreToolUse"
        case ("arguments", "session" | "tier" | "time" | "user"):
            return "PreToolUse"
        case _:
            return "tool"
