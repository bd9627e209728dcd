# Breaks "returns ... "PreToolUse" when it holds "user", ..." for a rule that also reads its
# arguments, and the lock sentence (a lock that waits is fine, one that never returns is
# not): mixed rules recurse on the set without "arguments" while the plain Lock is held, so
# the call deadlocks. Input: rule_home({"arguments", "user"}, True) never returns;
# rule_home({"tier"}, True) and rule_home({"arguments"}, True) work.
import threading

_lock = threading.Lock()  # one classification at a time
_HOOK_ONLY = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    with _lock:
        if not must_prevent:
            return "PostToolUse"
        if "outcome" in reads:
            raise ValueError("a rule that must prevent the call cannot need its outcome")
        if "arguments" in reads and len(reads) > 1:
            # every hook sees the arguments too: decide on the rest
            return rule_home(reads - {"arguments"}, must_prevent)
        return "PreToolUse" if reads & _HOOK_ONLY else "tool"
