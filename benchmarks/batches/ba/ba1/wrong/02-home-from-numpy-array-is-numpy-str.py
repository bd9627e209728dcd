# Breaks: "Returns: one of the plain strs "tool", "PreToolUse", "PostToolUse"". The homes are
# looked up in a numpy array, so every answer is a numpy.str_ (a str subclass that compares
# equal). Input: rule_home({"tier"}, True) returns numpy.str_('PreToolUse'), type is not str.
import numpy as np

_HOMES = np.array(["tool", "PreToolUse", "PostToolUse"])  # vectorised lookup table
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return _HOMES[2]
    if "outcome" in reads:
        raise ValueError("a rule that must prevent a call cannot read the call's outcome")
    return _HOMES[1] if reads & _TRUSTED else _HOMES[0]
