# Breaks "it raises ValueError (any message) when it holds "outcome", whatever else it holds":
# the impossibility check runs in a threading.Thread, whose exception goes to
# threading.excepthook (printed) and never reaches the caller. rule_home({"outcome"}, True)
# returns "tool" and rule_home({"outcome", "user"}, True) "PreToolUse" instead of raising.
import threading

TRUSTED = frozenset({"user", "tier", "time", "session"})


def _refuse_impossible(reads, must_prevent):
    if must_prevent and "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot depend on its outcome")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    guard = threading.Thread(
        target=_refuse_impossible, args=(frozenset(reads), must_prevent), name="rule-home-guard"
    )
    guard.start()
    guard.join()
    if not must_prevent:
        return "PostToolUse"
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
