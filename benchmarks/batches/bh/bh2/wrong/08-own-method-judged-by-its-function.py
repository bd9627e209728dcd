# Breaks: "undo() puts back exactly what was there". An own call_tool whose __func__ is the class's
# call_tool is taken for "just the class's method" and deleted on undo, but it may be another
# dispatcher's: with d2.call_tool = d1.call_tool (d2 delegates to d1), install_guard(d2, g)() leaves
# d2.call_tool bound to d2 itself, not to d1, and "call_tool" is gone from vars(d2).
_NOTHING = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    if getattr(previous, "__func__", None) is getattr(type(dispatcher), "call_tool", _NOTHING):
        previous = _NOTHING  # the class's method, bound again: nothing of its own to keep
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("cannot undo: a newer call_tool sits on top of this guard")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
