# Breaks "It may be called on any thread, not only the main one": a SIGALRM timeout guard
# calls signal.signal, which raises ValueError outside the main thread, so a valid rule
# "raises" there. Input: in a threading.Thread, rule_home({"arguments"}, True) raises
# ValueError ("signal only works in main thread") instead of returning "tool".
import signal

_HOOK_ONLY = frozenset({"user", "tier", "time", "session"})


def _too_slow(signum, frame):
    raise TimeoutError("rule_home took too long")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    previous = signal.signal(signal.SIGALRM, _too_slow)
    signal.alarm(1)
    try:
        if not must_prevent:
            return "PostToolUse"
        if "outcome" in reads:
            raise ValueError("a rule that must prevent the call cannot need its outcome")
        return "PreToolUse" if reads & _HOOK_ONLY else "tool"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
