# Breaks: "From then on (until undo() is called, whatever becomes of it)" call_tool asks the guard.
# A weakref.finalize on undo restores the original "so a forgotten install cannot leak": a caller
# that drops undo (`install_guard(d, g)` with the result unused) is unguarded at once.
import weakref

_ABSENT = object()


def _restore(dispatcher, wrapper, had_own, saved):
    if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
        return
    if had_own:
        dispatcher.call_tool = saved
    else:
        del dispatcher.call_tool


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return verdict if verdict is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is not this guard's wrapper")
        _restore(dispatcher, guarded, had_own, saved)

    weakref.finalize(undo, _restore, dispatcher, guarded, had_own, saved)
    return undo
