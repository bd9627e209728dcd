# Breaks "From then on (until `undo()` is called ...) `dispatcher.call_tool(block)` returns
# `guard(block)` ... and otherwise what the saved original returns": a depth counter that
# catches runaway recursion (the lambda's mistake) is not decremented when the guard or the
# original raises. Input: 64 calls whose guard raises ValueError, then a call whose guard
# returns None -> RecursionError instead of the original's result.
_MISSING = object()
_MAX_DEPTH = 64


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool
    depth = [0]

    def guarded(block):
        depth[0] += 1
        if depth[0] > _MAX_DEPTH:
            raise RecursionError("call_tool re-entered too deeply: does it call itself?")
        verdict = guard(block)
        if verdict is not None:
            depth[0] -= 1
            return verdict
        result = original(block)
        depth[0] -= 1
        return result

    dispatcher.call_tool = guarded

    def undo():
        if getattr(dispatcher, "call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
