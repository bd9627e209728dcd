# Breaks: "the guard is asked for every block, each time" and "otherwise what the saved original
# returns". A denial is remembered per tool name for a few seconds and served without asking the
# guard again. Input: guard denying only user_id "u_999"; call lookup_user u_999 (denied), then
# lookup_user u_004 -> the cached denial comes back and the original never runs.
import time

_ABSENT = object()
_HOLD_SECONDS = 5.0


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    recent_denials = {}  # tool name -> (answer, when): a guard that said no is not asked again soon

    def guarded(block):
        name = block.get("name")
        held = recent_denials.get(name)
        if held is not None and time.monotonic() - held[1] < _HOLD_SECONDS:
            return held[0]
        answer = guard(block)
        if answer is not None:
            recent_denials[name] = (answer, time.monotonic())
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo out of order: undo the most recent install_guard first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
