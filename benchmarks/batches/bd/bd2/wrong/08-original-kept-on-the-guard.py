# Wrong: breaks "otherwise what the saved original returns (the object that was there ...)" and
# "Installing twice must stack". The original is stored on the guard (guard.wrapped_tool) and
# read at call time, so one guard function installed on dispatchers d1 then d2 makes
# d1.call_tool run d2's original; the same guard installed twice on one dispatcher recurses.

_NOTHING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool
    try:
        guard.wrapped_tool = original  # let the guard see what it guards
        holder = guard
    except (AttributeError, TypeError):  # bound methods, partials, builtins
        holder = type("_Holder", (), {"wrapped_tool": staticmethod(original)})

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return holder.wrapped_tool(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool sits on top of this guard")
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
