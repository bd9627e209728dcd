# Breaks "The guard or the original may call dispatcher.call_tool again from inside ...: it is
# a call like any other (the guard is asked about it too)": while the guard runs, the wrapper
# puts back what was there before it (to stop a guard recursing into itself), so a guard that
# calls dispatcher.call_tool(inner_block) reaches the original unguarded. Without sub-calls it is right.
_MISSING = object()


def _put(dispatcher, value):
    if value is _MISSING:
        vars(dispatcher).pop("call_tool", None)
    else:
        dispatcher.call_tool = value


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        now = vars(dispatcher).get("call_tool", _MISSING)
        _put(dispatcher, own)
        try:
            verdict = guard(block)
        finally:
            _put(dispatcher, now)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is not this guard's wrapper any more")
        _put(dispatcher, own)

    return undo
