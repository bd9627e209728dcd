# Breaks: "it raises ValueError (any message) when it holds "outcome"". A wrapper re-raises only
# ValueErrors whose text mentions "outcome" and falls back to "PostToolUse" for any other; the
# answer's own message says "its result", not "outcome", so it is swallowed.
# Input: rule_home({"outcome"}, True) returns "PostToolUse" instead of raising.
TRUSTED = {"user", "tier", "time", "session"}


def _home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call and also wait for its result")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    try:
        return _home(reads, must_prevent)
    except ValueError as error:
        if "outcome" in str(error):  # ours: the impossible rule
            raise
        return "PostToolUse"  # anything else: it can always be recorded
