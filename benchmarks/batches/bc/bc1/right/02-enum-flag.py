# Right: a record rule is "PostToolUse" whatever it reads; a preventing rule folds its facts into
# an enum.Flag (a new value: `reads` is only iterated, never changed), raises ValueError when
# OUTCOME is in it, returns "tool" when the flags are contained in ARGUMENTS (the empty set's
# Fact(0) included) and "PreToolUse" when any trusted fact is there. Returns are plain str literals.
import operator
from enum import Flag, auto
from functools import reduce


class Fact(Flag):
    ARGUMENTS = auto()
    USER = auto()
    TIER = auto()
    TIME = auto()
    SESSION = auto()
    OUTCOME = auto()


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    facts = reduce(operator.or_, (Fact[fact.upper()] for fact in reads), Fact(0))
    if Fact.OUTCOME in facts:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if facts in Fact.ARGUMENTS:
        return "tool"
    return "PreToolUse"
