# Breaks "Returns: one of the plain strs ..." after a while: the bounded memo evicts by
# deleting from the dict while iterating over it, which raises RuntimeError ("dictionary
# changed size during iteration") on the first eviction. Input (fresh import): 17 calls
# with distinct (reads, must_prevent) pairs, e.g. the subsets of {"arguments", "user",
# "tier", "time", "session"} with True; the 17th raises RuntimeError instead of returning
# its home (and every few new pairs after it). The first 16 distinct rules are right.
import threading

_HOOK_ONLY = frozenset({"user", "tier", "time", "session"})
_MAX = 16
_memo: dict[tuple[frozenset[str], bool], str] = {}
_lock = threading.Lock()


def _home(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if facts & _HOOK_ONLY else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (frozenset(reads), bool(must_prevent))
    with _lock:
        if key in _memo:
            return _memo[key]
        home = _home(key[0], key[1])
        if len(_memo) >= _MAX:
            for old in _memo:  # drop the older half
                if len(_memo) <= _MAX // 2:
                    break
                del _memo[old]
        _memo[key] = home
        return home
