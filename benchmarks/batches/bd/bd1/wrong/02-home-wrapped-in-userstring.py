# Breaks "Returns: one of the plain strs "tool", "PreToolUse", "PostToolUse"": every answer is a
# collections.UserString (not a str at all) carrying an explanation; e.g. reads={"tier"},
# must_prevent=True returns Home("PreToolUse"), which compares equal to "PreToolUse" but is no str.
from collections import UserString

TRUSTED = frozenset({"user", "tier", "time", "session"})


class Home(UserString):
    """A hook point that can say why it was chosen."""

    def __init__(self, point, why):
        super().__init__(point)
        self.why = why


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return Home("PostToolUse", "it only records, so it runs after the call")
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads & TRUSTED:
        return Home("PreToolUse", "it needs facts only the server vouches for")
    return Home("tool", "the arguments are all it needs")
