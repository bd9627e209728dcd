# Breaks "when the original raises, its exception propagates too (wrapped or not, of any
# kind)": the error is turned into text and a new RuntimeError is raised after the handler,
# so an original raising ValueError("bad block") propagates a RuntimeError that carries no link to it.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            result = original(block)
        except Exception as exc:
            failure = f"{type(exc).__name__}: {exc}"
        else:
            return result
        raise RuntimeError(f"the tool behind the guard failed: {failure}")

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
