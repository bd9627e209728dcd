# Breaks: "it raises ValueError ... when it holds "outcome", whatever else it holds". The
# binary search's bound test is off by one, so "outcome" is missed when it sorts last (no
# session/tier/time/user in the set). Input: rule_home({"arguments", "outcome"}, True) and
# rule_home({"outcome"}, True) return "tool" instead of raising.
import bisect

_TRUSTED = ("session", "tier", "time", "user")  # sorted, for bisect


def _has(facts, fact):
    i = bisect.bisect_left(facts, fact)
    return i < len(facts) - 1 and facts[i] == fact


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    facts = sorted(reads)
    if _has(facts, "outcome"):
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    if any(fact in _TRUSTED for fact in facts):
        return "PreToolUse"
    return "tool"
