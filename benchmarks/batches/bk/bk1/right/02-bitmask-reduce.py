# Right: each fact is a bit; the OR of the bits of reads (0 for an empty set) says what the
# rule needs. must_prevent False -> "PostToolUse"; the outcome bit with must_prevent ->
# ValueError; any of the four hook-only bits -> "PreToolUse"; else (arguments or nothing)
# -> "tool". reads is only iterated, never kept; nothing is shared between calls.
import functools
import operator

_BIT = {"arguments": 1, "user": 2, "tier": 4, "time": 8, "session": 16, "outcome": 32}
_HOOK_ONLY = _BIT["user"] | _BIT["tier"] | _BIT["time"] | _BIT["session"]


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    needs = functools.reduce(operator.or_, (_BIT[fact] for fact in reads), 0)
    if not must_prevent:
        return "PostToolUse"
    if needs & _BIT["outcome"]:
        raise ValueError(f"impossible rule: prevent, yet reads the outcome ({needs:#08b})")
    return "PreToolUse" if needs & _HOOK_ONLY else "tool"
