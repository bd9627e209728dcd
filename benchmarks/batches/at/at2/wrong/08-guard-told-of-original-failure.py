# Breaks "when the original raises, its exception propagates too ..., after one run (no
# retry, the guard not asked again)": before re-raising, the guard is shown the failure
# (guard({**block, "error": ...})) so that it can learn from it, so an original raising
# OSError makes the guard be asked twice for one call. The exception still propagates.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            return original(block)
        except Exception as exc:
            guard({**block, "error": type(exc).__name__})  # let the guard see failures
            raise

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
