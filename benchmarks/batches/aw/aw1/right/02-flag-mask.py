# Right: the facts become an enum.Flag mask, built into a new value (reads is only iterated).
# Not preventing: "PostToolUse", whatever the mask. Preventing: OUTCOME in the mask raises
# ValueError; any bit besides ARGUMENTS (user, tier, time, session) is "PreToolUse"; an empty
# mask or ARGUMENTS alone is "tool". Each return is a plain str literal.
import enum


class Fact(enum.Flag):
    ARGUMENTS = enum.auto()
    USER = enum.auto()
    TIER = enum.auto()
    TIME = enum.auto()
    SESSION = enum.auto()
    OUTCOME = enum.auto()


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    mask = Fact(0)
    for fact in reads:
        mask |= Fact[fact.upper()]
    if not must_prevent:
        return "PostToolUse"
    if mask & Fact.OUTCOME:
        raise ValueError("a rule that must prevent a call cannot wait for its outcome")
    if mask & ~Fact.ARGUMENTS:
        return "PreToolUse"
    return "tool"
