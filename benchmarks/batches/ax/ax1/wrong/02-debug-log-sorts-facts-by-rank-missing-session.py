# Breaks ""PreToolUse" when it holds ... "session"" and ""PostToolUse", whatever it reads": the
# debug line sorts the facts by a rank table that forgot "session", and its arguments are built
# eagerly (before logging checks the level), so any reads holding "session" raises KeyError.
# rule_home({"session"}, True) and rule_home({"session"}, False) raise; {"user"} is right.
import logging

log = logging.getLogger("hooks.rule_home")
_READ_ORDER = {"arguments": 0, "user": 1, "tier": 2, "time": 3, "outcome": 4}
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    log.debug(
        "rule_home(reads=[%s], must_prevent=%s)",
        ", ".join(sorted(reads, key=_READ_ORDER.__getitem__)),
        must_prevent,
    )
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
