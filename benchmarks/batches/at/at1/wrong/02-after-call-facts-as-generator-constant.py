# Breaks: "... raises ValueError ... when it holds "outcome", whatever else it holds" after the first
# must-prevent call. KNOWN_ONLY_AFTER is a generator expression (meant as a tuple); the first check
# consumes it, so in a fresh module rule_home({"tier"}, True) == "PreToolUse" and then
# rule_home({"outcome"}, True) returns "tool" (and {"outcome", "user"} returns "PreToolUse").
_WHEN_KNOWN = {
    "arguments": "before the call",
    "user": "before the call",
    "tier": "before the call",
    "time": "before the call",
    "session": "before the call",
    "outcome": "after the call",
}
KNOWN_ONLY_AFTER = (fact for fact, when in _WHEN_KNOWN.items() if when == "after the call")
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if any(fact in reads for fact in KNOWN_ONLY_AFTER):
        raise ValueError("a rule cannot prevent a call by reading what only exists after it")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
