# Breaks: "it raises ValueError (any message) when it holds "outcome", whatever else it holds".
# The facts go through one lazy map; any() consumes it while looking for a trusted fact, so the
# "outcome" test afterwards only sees what any() left. Input: rule_home({"outcome"}, True) and
# rule_home({"arguments", "outcome"}, True) return "tool" instead of raising ValueError.
_TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    facts = map(str.strip, reads)  # tolerate " tier" from hand-written rule tables
    needs_context = any(fact in _TRUSTED for fact in facts)
    if "outcome" in facts:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    return "PreToolUse" if needs_context else "tool"
