# Breaks "it raises ValueError (any message) when it holds "outcome", whatever else it holds":
# the message names the first other fact, which a rule reading only the outcome lacks, so
# rule_home({"outcome"}, True) raises IndexError instead of ValueError.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        other = sorted(reads - {"outcome"})[0]
        raise ValueError(
            f"a rule on {other!r} cannot prevent the call if it also needs the outcome"
        )
    return "PreToolUse" if reads & TRUSTED else "tool"
