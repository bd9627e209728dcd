# Breaks: "The guard and the original get the block alone, positionally" (a guard is "any
# callable ... a functools.partial too"). It calls guard(block=block). Input: a guard
# lambda b: None, functools.partial(f) with another parameter name, or a class -> TypeError
# on the first call.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block=block)
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
