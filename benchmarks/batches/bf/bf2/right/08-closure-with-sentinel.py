# Right: saves what was there (the instance's own object via __dict__, or via getattr when the
# object has no __dict__, else a sentinel) and the original callable before replacing; the wrapper
# asks the guard once, returns its verdict unless it `is None`, else runs the saved original once
# (exceptions from either propagate untouched). undo() checks that the instance's call_tool is
# still this very wrapper (else RuntimeError with a message, nothing changed), then restores the
# saved object or deletes the attribute. No bookkeeping on the dispatcher or its class; stacking
# works because each wrapper closes over the one below; sub-calls go through dispatcher.call_tool.
_ABSENT = object()


def _own(dispatcher):
    namespace = getattr(dispatcher, "__dict__", None)
    if namespace is None:
        return getattr(dispatcher, "call_tool", _ABSENT)
    return namespace.get("call_tool", _ABSENT)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = _own(dispatcher)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if _own(dispatcher) is not guarded:
            raise RuntimeError(
                "cannot undo this guard: dispatcher.call_tool is no longer its wrapper "
                "(undo the newest guard first)"
            )
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
