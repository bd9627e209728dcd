# Breaks "undo() puts back exactly what was there": to hold no bound method (and no cycle), an
# own bound method is kept as its __func__ and __self__ and rebuilt by undo(), so after
# d.call_tool = d.other_tool; undo = install_guard(d, g); undo() the instance holds an equal
# but new method object, not the one that was there. Functions, None and other objects are exact.
import types

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    if isinstance(own, types.MethodType):
        saved = ("method", own.__func__, own.__self__)
    else:
        saved = ("object", own, None)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        kind, first, second = saved
        value = types.MethodType(first, second) if kind == "method" else first
        if value is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = value

    return undo
