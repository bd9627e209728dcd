# Right: the answer only depends on must_prevent and on the facts other than "arguments", so those form
# the cache key (a new frozenset: reads itself is never touched); impossible rules are not cached and
# raise ValueError every time; "PostToolUse" for any record-only rule, "tool" when nothing beyond the
# arguments is read (the empty set included), "PreToolUse" when a trusted fact is read.
_homes = {}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (frozenset(reads) - {"arguments"}, bool(must_prevent))
    if key in _homes:
        return _homes[key]
    beyond, prevent = key
    if prevent and "outcome" in beyond:
        raise ValueError("a rule that must prevent a call cannot depend on the call's outcome")
    home = "PostToolUse" if not prevent else ("PreToolUse" if beyond else "tool")
    _homes[key] = home
    return home
