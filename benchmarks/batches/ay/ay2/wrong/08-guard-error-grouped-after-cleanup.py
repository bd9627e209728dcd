# Breaks: "A guard that raises fails the call closed: its exception propagates (wrapped or not: an exception raised
# from it or while handling it, as Python records it, `__cause__` or `__context__` ...)": the failure is kept and an
# ExceptionGroup is raised after the try statement, so neither records it. Input: guard raising ValueError("policy
# file unreadable"): call_tool raises an ExceptionGroup whose __cause__ and __context__ are both None.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        failure = None
        try:
            verdict = guard(block)
        except Exception as exc:  # fail closed, after the try is over
            failure = exc
        if failure is not None:
            raise ExceptionGroup("guard failed; the call was refused", [failure])
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
