# Breaks "Returns: one of the plain strs ..." for every call made from a thread other than the
# importing one (e.g. rule_home({'tier'}, True) in a ThreadPoolExecutor): the per-thread memo is
# created once at import, so elsewhere _local.memo raises AttributeError instead of a home.
import threading

_local = threading.local()
_local.memo = {}   # one memo per thread: no lock needed


def _decide(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        return None
    return "tool" if facts <= {"arguments"} else "PreToolUse"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (frozenset(reads), bool(must_prevent))
    memo = _local.memo
    if key not in memo:
        memo[key] = _decide(key[0], key[1])
    if memo[key] is None:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    return memo[key]
