# Breaks "A guard that raises fails the call closed: its exception propagates (wrapped or not,
# never hidden from None)": the wrapper re-raises the root cause instead, so a guard raising
# RuntimeError("policy down") from ConnectionError("refused") propagates only the ConnectionError.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        failure = None
        try:
            verdict = guard(block)
        except Exception as exc:
            failure = exc
        if failure is not None:
            while failure.__cause__ is not None:  # the underlying error is the useful one
                failure = failure.__cause__
            raise failure
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
