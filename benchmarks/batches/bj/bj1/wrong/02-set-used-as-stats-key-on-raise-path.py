# Breaks: "it raises ValueError (any message) when it holds "outcome"". Input:
# rule_home({"outcome"}, True) raises TypeError (unhashable type: 'set'): the impossible rule is
# tallied in a Counter keyed by the set itself before the ValueError is reached.
from collections import Counter

_TRUSTED = {"user", "tier", "time", "session"}
_IMPOSSIBLE_SEEN = Counter()


def rule_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        _IMPOSSIBLE_SEEN[reads] += 1
        raise ValueError(f"cannot prevent a call by its outcome: {sorted(reads)}")
    return "PreToolUse" if reads & _TRUSTED else "tool"
