# Breaks: "a result from the guard is returned as it is" (only a dict's equal copy is excused).
# Mutable verdicts are copied "so callers cannot change the guard's object": a guard returning
# a module-level list VERDICT gives back an equal list that `is not VERDICT` (a set too).
import copy

_ABSENT = object()


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if isinstance(verdict, (list, dict, set, bytearray)):
            return copy.copy(verdict)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
