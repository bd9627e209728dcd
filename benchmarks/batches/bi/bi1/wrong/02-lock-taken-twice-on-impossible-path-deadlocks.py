# Breaks "it raises ValueError (any message) when it holds 'outcome'": on that path the function
# records the refused rule through a helper that takes the same non-reentrant threading.Lock it
# already holds, so rule_home({'outcome'}, True) hangs forever instead of raising.
import threading

_lock = threading.Lock()
_refused = []   # refused fact sets, as frozen copies, for the audit


def _note_refusal(facts):
    with _lock:
        _refused.append(facts)


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    with _lock:
        facts = frozenset(reads)
        if not must_prevent:
            return "PostToolUse"
        if "outcome" in facts:
            _note_refusal(facts)
            raise ValueError(f"cannot prevent a call with a rule that reads its outcome: {sorted(facts)}")
        if facts <= {"arguments"}:
            return "tool"
        return "PreToolUse"
