# Breaks: "'PreToolUse' when it holds 'user', 'tier', 'time' or 'session'; and it raises
# ValueError ... when it holds 'outcome'". Facts are numbered by their position and OR-ed
# as if the positions were bit flags, so user|session (1|4) equals outcome (5):
# rule_home({"user", "session"}, True) raises ValueError instead of returning "PreToolUse".
FACTS = ("arguments", "user", "tier", "time", "session", "outcome")
CODE = {fact: index for index, fact in enumerate(FACTS)}
OUTCOME = CODE["outcome"]


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    mask = 0
    for fact in reads:
        mask |= CODE[fact]
    if mask & OUTCOME == OUTCOME:
        raise ValueError("a rule cannot prevent a call using its outcome")
    if mask == 0:  # nothing but arguments (code 0), or nothing at all
        return "tool"
    return "PreToolUse"
