# Breaks "Leave reads as it arrived": a module-level "last rule" kept for debugging is the
# caller's own set (an alias, not a copy), and each call first clears it, so the *previous*
# caller's set is emptied by the next call: after rule_home(a, True) with a = {"tier"} and then
# rule_home(b, False), a is set(). Each set is intact right after its own call.

_TRUSTED = frozenset({"user", "tier", "time", "session"})
_last_reads = set()


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    global _last_reads
    _last_reads.clear()  # forget the previous rule
    _last_reads = reads  # remember this one for debugging
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if reads & _TRUSTED else "tool"
