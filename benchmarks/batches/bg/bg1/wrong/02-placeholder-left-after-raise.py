# Breaks: "it raises ValueError (any message) when it holds "outcome"" - on every call. A memo
# reserves its slot with None before computing; when the computation raises, the None stays,
# and the same rule asked again returns None. Input: rule_home({"outcome"}, True) raises;
# rule_home({"outcome"}, True) again returns None.
TRUSTED = frozenset({"user", "tier", "time", "session"})
_memo = {}


def _decide(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    return "PreToolUse" if facts & TRUSTED else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (frozenset(reads), must_prevent)
    if key in _memo:
        return _memo[key]
    _memo[key] = None  # reserve the slot
    _memo[key] = _decide(key[0], must_prevent)
    return _memo[key]
