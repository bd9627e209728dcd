# Wrong: breaks "A guard that raises fails the call closed: its exception propagates ..., of any
# kind ..., and the original does not run": the guard's exception is kept in a slot and re-raised
# with "if error:", so an exception object that is falsy (its class defines __len__ -> 0 or
# __bool__ -> False) is dropped and the tool runs. Input: a guard raising such an exception.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        error, verdict = None, None
        try:
            verdict = guard(block)
        except Exception as exc:
            error = exc
        if error:
            raise error
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced after this guard")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
