# Breaks: "it raises ValueError (any message) when it holds 'outcome', whatever else it
# holds". The sorted facts are matched with sequence patterns that look for "outcome"
# first or last only; sorted, it sits in the middle of ("arguments", "outcome", "user"),
# so rule_home({"arguments", "outcome", "user"}, True) returns "PreToolUse".


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    match tuple(sorted(reads)):
        case () | ("arguments",):
            return "tool"
        case ("outcome", *_) | (*_, "outcome"):
            raise ValueError("a rule cannot prevent a call using its outcome")
        case _:
            return "PreToolUse"
