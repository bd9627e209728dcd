# Right: a record-only rule goes to PostToolUse whatever it reads. A preventing rule goes to the
# first point, in the order the call meets them, that can see every fact it reads: the tool sees
# only the arguments (so an empty set or {"arguments"} is "tool"), PreToolUse also the trusted facts;
# none before the call sees "outcome", so ValueError. `reads` is only read (<=), never changed.
_SEES = (
    ("tool", frozenset({"arguments"})),
    ("PreToolUse", frozenset({"arguments", "user", "tier", "time", "session"})),
)


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    for home, visible in _SEES:
        if reads <= visible:
            return home
    raise ValueError(f"no point before the call can see {sorted(reads - _SEES[-1][1])}")
