# Right: the answer is memoised on a frozenset COPY of reads plus the flag (lru_cache does not
# cache the ValueError, so an impossible rule raises every time). Post for record rules;
# ValueError for prevent rules holding "outcome"; "tool" when reads <= {"arguments"} (empty
# included); else "PreToolUse". reads is never changed; returns plain str.
import functools

_TOOL_ONLY = frozenset({"arguments"})


@functools.lru_cache(maxsize=None)
def _home(facts, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    return "tool" if facts <= _TOOL_ONLY else "PreToolUse"


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    return _home(frozenset(reads), bool(must_prevent))
