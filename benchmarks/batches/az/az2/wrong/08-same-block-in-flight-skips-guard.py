# Breaks "The guard or the original may call dispatcher.call_tool again from inside (a
# sub-call ...): it is a call like any other (the guard is asked about it too)": a sub-call
# with the very block object already being handled is taken as a loop and goes straight to
# the original. Input: a guard returning None and an original that, for the outer call, calls
# dispatcher.call_tool(block) again with the same block: the guard is asked once, not twice.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool
    in_flight = []  # blocks being handled right now, by identity

    def guarded(block):
        if any(block is seen for seen in in_flight):  # re-entered with the same block: no loop
            return original(block)
        in_flight.append(block)
        try:
            verdict = guard(block)
            if verdict is not None:
                return verdict
            return original(block)
        finally:
            in_flight.pop()

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
