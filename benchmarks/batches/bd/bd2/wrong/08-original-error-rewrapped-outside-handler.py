# Wrong: breaks "when the original raises, its exception propagates too (wrapped or not, never
# hidden ...)". The original's exception is kept in a variable and a new ToolFailed is raised
# after the except block, so with an original raising OSError("disk") the ToolFailed that
# propagates has no __cause__ or __context__: the OSError is gone from the chain.

_NOTHING = object()


class ToolFailed(RuntimeError):
    pass


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        failure = None
        try:
            return original(block)
        except Exception as exc:
            failure = exc
        raise ToolFailed(f"the tool behind the guard failed: {type(failure).__name__}")

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool sits on top of this guard")
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
