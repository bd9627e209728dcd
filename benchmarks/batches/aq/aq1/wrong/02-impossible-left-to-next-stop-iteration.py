# Breaks "it raises ValueError (any message) when it holds "outcome"": the impossible case is left to
# next() finding no home, and next() without a default raises StopIteration, not ValueError, so
# rule_home({"outcome"}, True) and rule_home({"arguments", "outcome"}, True) raise StopIteration.
# (Transfer of chain_genexp_stop_iteration.) Every possible rule gets its right home.

# each home, with every fact a rule living there may read
HOMES = (
    ("tool", frozenset({"arguments"})),
    ("PreToolUse", frozenset({"arguments", "user", "tier", "time", "session"})),
)


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    # the first (earliest) home that can see everything the rule reads; none can see the outcome
    return next(home for home, visible in HOMES if reads <= visible)
