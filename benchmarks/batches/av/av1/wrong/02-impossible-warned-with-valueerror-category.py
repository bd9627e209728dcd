# Breaks: "it raises ValueError (any message) when it holds "outcome"". Before raising, the
# impossible rule is also reported with warnings.warn(message, ValueError); a category must be
# a Warning subclass, so warnings.warn itself raises TypeError ("category must be a Warning
# subclass"): rule_home({"arguments", "outcome"}, True) raises TypeError, not ValueError.
import warnings

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        message = f"a rule reading {sorted(reads)} needs the outcome and cannot prevent the call"
        warnings.warn(message, ValueError, stacklevel=2)
        raise ValueError(message)
    return "PreToolUse" if reads & TRUSTED else "tool"
