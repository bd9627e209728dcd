# WRONG (memo keyed on the facts only: must_prevent left out of the key). Breaks "A rule that
# need not prevent the call: "PostToolUse", whatever it reads": after rule_home({"tier"}, True)
# (-> "PreToolUse"), rule_home({"tier"}, False) returns the cached "PreToolUse". And after
# rule_home({"outcome"}, False), rule_home({"outcome"}, True) returns "PostToolUse", no raise.
_TRUSTED = frozenset({"user", "tier", "time", "session"})
_homes = {}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = frozenset(reads)
    if key in _homes:
        return _homes[key]
    if not must_prevent:
        home = "PostToolUse"
    elif "outcome" in key:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    elif key & _TRUSTED:
        home = "PreToolUse"
    else:
        home = "tool"
    _homes[key] = home
    return home
