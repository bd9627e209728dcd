# Breaks ""PreToolUse" when it holds "user", "tier", "time" or "session"": with enum.Flag,
# `facts in TRUSTED` means "all of facts are trusted", not "any is", so arguments+user goes to the tool.
# Input: rule_home({"arguments", "user"}, True) must return "PreToolUse"; this returns "tool".
import enum


class Fact(enum.Flag):
    ARGUMENTS = 1
    USER = 2
    TIER = 4
    TIME = 8
    SESSION = 16
    OUTCOME = 32


TRUSTED = Fact.USER | Fact.TIER | Fact.TIME | Fact.SESSION


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    facts = Fact(0)
    for name in reads:
        facts |= Fact[name.upper()]
    if not must_prevent:
        return "PostToolUse"
    if Fact.OUTCOME in facts:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if not facts:
        return "tool"
    if facts in TRUSTED:
        return "PreToolUse"
    return "tool"
