# Right: facts become enum.Flag bits (reads is only iterated, never changed). A rule that need
# not prevent -> "PostToolUse" whatever it reads; must prevent: any "outcome" bit -> ValueError
# whatever else; any user/tier/time/session bit -> "PreToolUse"; nothing or only "arguments"
# -> "tool". Returns plain str literals.
import enum
import functools
import operator


class _Fact(enum.Flag):
    arguments = enum.auto()
    user = enum.auto()
    tier = enum.auto()
    time = enum.auto()
    session = enum.auto()
    outcome = enum.auto()


_TRUSTED = _Fact.user | _Fact.tier | _Fact.time | _Fact.session


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    flags = functools.reduce(operator.or_, (_Fact[name] for name in reads), _Fact(0))
    if flags & _Fact.outcome:
        raise ValueError(f"a rule that must prevent a call cannot read its outcome ({flags})")
    if flags & _TRUSTED:
        return "PreToolUse"
    return "tool"
