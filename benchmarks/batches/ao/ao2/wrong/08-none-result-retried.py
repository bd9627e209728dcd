# Breaks "otherwise what the saved original returns, whatever it is ..., run once per call":
# a None from the original is taken for a hiccup and retried, so an original that returns
# None runs twice for one dispatcher.call_tool(block).
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        if result is None:  # a tool that answered nothing: give it one more go
            result = original(block)
        return result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
