# Breaks: "the guard is asked for every block, each time" and "whatever attributes it carries ...
# change nothing". A guard with a `matcher` (a tool-name pattern, as hooks have) is asked only
# about matching tools. Input: guard.matcher = "issue_refund", guard returning {"denied": 1},
# a lookup_user block -> the original runs instead of the guard's answer coming back.
import re

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool
    matcher = getattr(guard, "matcher", None)

    def guarded(block):
        if isinstance(matcher, str) and not re.fullmatch(matcher, str(block.get("name", ""))):
            return original(block)  # not a tool this guard is about
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
