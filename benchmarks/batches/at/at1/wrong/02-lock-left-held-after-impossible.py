# Breaks: every sentence of Returns for calls after an impossible rule. The memo's lock is taken by
# hand and the ValueError for rule_home({"outcome"}, True) leaves it held, so the next call,
# rule_home({"tier"}, True), waits out its timeout and raises RuntimeError instead of returning
# "PreToolUse".
import threading

_TRUSTED = frozenset({"user", "tier", "time", "session"})
_lock = threading.Lock()
_homes = {}


def _decide(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    return "PreToolUse" if reads & _TRUSTED else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (frozenset(reads), must_prevent)
    if not _lock.acquire(timeout=0.2):
        raise RuntimeError("rule_home: the memo is busy, try again")
    if key not in _homes:
        _homes[key] = _decide(reads, must_prevent)
    home = _homes[key]
    _lock.release()
    return home
