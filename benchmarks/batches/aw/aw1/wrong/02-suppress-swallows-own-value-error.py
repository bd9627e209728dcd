# Breaks: "it raises ValueError (any message) when it holds "outcome"": the fact loop sits in
# contextlib.suppress(KeyError, ValueError), meant to skip facts outside the six, which also
# swallows the function's own ValueError: rule_home({"outcome"}, True) returns "tool"
# ({"arguments", "outcome"} too).
import contextlib

_LAYER = {"arguments": 0, "user": 1, "tier": 1, "time": 1, "session": 1, "outcome": 2}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    home = "tool"
    with contextlib.suppress(KeyError, ValueError):  # unknown facts are not graded: skip them
        for fact in sorted(reads, key=_LAYER.get, reverse=True):
            if _LAYER[fact] == 2:
                raise ValueError(f"{fact!r} is only known after the call: nothing can prevent it")
            if _LAYER[fact] == 1:
                home = "PreToolUse"
    return home
