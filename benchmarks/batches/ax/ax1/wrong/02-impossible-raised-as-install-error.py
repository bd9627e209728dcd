# Breaks "it raises ValueError (any message) when it holds "outcome"": the impossible rule is
# refused with toolhooks' InstallError ("this rule cannot be installed as a hook"), which is a
# TypeError, not a ValueError. rule_home({"outcome"}, True) and rule_home({"tier", "outcome"},
# True) raise InstallError; rule_home({"tier"}, True) == "PreToolUse" is right.
from toolhooks.errors import InstallError

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise InstallError(
            "a rule that must prevent the call cannot need the call's outcome: "
            "no hook point can run it"
        )
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
