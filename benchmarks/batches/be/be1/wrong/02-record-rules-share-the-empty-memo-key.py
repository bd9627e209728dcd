# Breaks: "`"tool"` when `reads` holds ... nothing at all (an empty set)" on a later call --
# a memo keys every record rule under frozenset() ("their home never depends on reads"),
# which is also the key of an empty prevent rule. Input: rule_home({"tier"}, False) then
# rule_home(set(), True) returns "PostToolUse" instead of "tool".
_homes = {}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = frozenset(reads) if must_prevent else frozenset()
    if key in _homes:
        return _homes[key]
    if not must_prevent:
        home = "PostToolUse"
    elif "outcome" in key:
        raise ValueError("a rule that needs the outcome cannot prevent the call")
    elif key - {"arguments"}:
        home = "PreToolUse"
    else:
        home = "tool"
    _homes[key] = home
    return home
