# Breaks "A rule that need not prevent the call: 'PostToolUse', whatever it reads" (and 'tool',
# and the ValueError) under concurrent calls: when the module lock is busy the function "fails
# closed" to 'PreToolUse', so rule_home({'arguments', 'outcome'}, False) overlapping another call returns 'PreToolUse'.
import logging
import threading

_log = logging.getLogger(__name__)
_lock = threading.Lock()
_homes = {"tool": 0, "PreToolUse": 0, "PostToolUse": 0}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not _lock.acquire(blocking=False):
        return "PreToolUse"   # busy: a Pre hook can always stop the call
    try:
        facts = frozenset(reads)
        if not must_prevent:
            home = "PostToolUse"
        elif "outcome" in facts:
            raise ValueError("a rule that must prevent the call cannot read its outcome")
        elif facts <= {"arguments"}:
            home = "tool"
        else:
            home = "PreToolUse"
        _homes[home] += 1
        _log.debug("rule %s -> %s (%s)", sorted(facts), home, _homes)
        return home
    finally:
        _lock.release()
