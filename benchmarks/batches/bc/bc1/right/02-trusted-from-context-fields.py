# Right: the trusted facts are derived from HookContext's fields (user_id, tier, session_id, minus
# attributes) plus the call's time, i.e. {"user","tier","session","time"}. Record rules go to
# "PostToolUse"; for preventing rules `reads - {"arguments"}` (a new set, `reads` untouched) is
# empty -> "tool", holds "outcome" -> ValueError, else it holds a trusted fact -> "PreToolUse".
import dataclasses

from toolhooks import HookContext

_TRUSTED = frozenset(
    {f.name.removesuffix("_id") for f in dataclasses.fields(HookContext)} - {"attributes"}
    | {"time"}
)


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent is False:
        return "PostToolUse"
    beyond_arguments = reads - {"arguments"}
    if "outcome" in beyond_arguments:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if beyond_arguments & _TRUSTED:
        return "PreToolUse"
    return "tool"
