# Breaks "it raises ValueError ... when it holds "outcome", whatever else it holds" (and
# "what a call returns comes from its own arguments alone"): the memo key keeps only
# must_prevent and which hook-only facts are read, so a cached answer is returned before the
# outcome check. Input: rule_home({"user"}, True) -> "PreToolUse", then
# rule_home({"user", "outcome"}, True) returns "PreToolUse" instead of raising (likewise
# rule_home({"arguments"}, True) then rule_home({"outcome"}, True) returns "tool").
import threading

_HOOK_ONLY = ("user", "tier", "time", "session")
_memo: dict[tuple[bool, frozenset[str]], str] = {}
_lock = threading.Lock()


def _home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if any(f in reads for f in _HOOK_ONLY) else "tool"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    key = (bool(must_prevent), frozenset(f for f in reads if f in _HOOK_ONLY))
    with _lock:
        if key not in _memo:
            _memo[key] = _home(reads, must_prevent)
        return _memo[key]
