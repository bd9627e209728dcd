# Breaks: "Leave reads as it arrived ... (the grader looks at the set after each call)". The
# helper generator takes "arguments" out and puts it back in its `finally`, but the generator is
# kept in a module variable, so it is only closed (and the set restored) at the next call.
# Input: s = {"arguments", "tier"}; rule_home(s, True) -> "PreToolUse", and s is {"tier"} after.
TRUSTED = {"user", "tier", "time", "session"}
_walk = None  # the last walk, kept for debugging


def _others(reads):
    had = "arguments" in reads
    reads.discard("arguments")  # look at the facts besides the arguments
    try:
        yield from sorted(reads)
    finally:
        if had:
            reads.add("arguments")


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    global _walk
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    _walk = _others(reads)
    first = next(_walk, None)
    if first is None:
        return "tool"
    return "PreToolUse" if first in TRUSTED or any(f in TRUSTED for f in _walk) else "tool"
