# Breaks "it raises ValueError (any message) when it holds 'outcome'" after a look-alike call:
# homes are memoised under the sorted lengths of the facts, and "session" and "outcome" both
# have 7 letters, so rule_home({"session"}, True) then rule_home({"outcome"}, True) returns the
# cached "PreToolUse" instead of raising (likewise {"arguments","session"} then {"arguments","outcome"}).
_memo = {}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    key = tuple(sorted(len(fact) for fact in reads))  # cheap, hashable fingerprint
    if key in _memo:
        return _memo[key]
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    home = "tool" if reads <= {"arguments"} else "PreToolUse"
    _memo[key] = home
    return home
