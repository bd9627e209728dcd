# Breaks "A rule that need not prevent the call: "PostToolUse" ..." (and every other return)
# after a few impossible rules: three ValueErrors in a row open a breaker for 60 s, during
# which every call raises RuntimeError. rule_home({"outcome"}, True) three times, then
# rule_home({"tier"}, True) raises RuntimeError instead of returning "PreToolUse".
import time

TRUSTED = frozenset({"user", "tier", "time", "session"})
_BREAKER = {"failures": 0, "open_until": 0.0}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if time.monotonic() < _BREAKER["open_until"]:
        raise RuntimeError("rule_home: too many impossible rules, circuit open for 60 s")
    if must_prevent and "outcome" in reads:
        _BREAKER["failures"] += 1
        if _BREAKER["failures"] >= 3:
            _BREAKER["open_until"] = time.monotonic() + 60.0
            _BREAKER["failures"] = 0
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    _BREAKER["failures"] = 0
    if not must_prevent:
        return "PostToolUse"
    return "PreToolUse" if reads & TRUSTED else "tool"
