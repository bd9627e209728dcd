# Breaks "otherwise what the saved original returns ..., whatever it is": a text result from the
# original is stripped on its way back. Input: d = types.SimpleNamespace(call_tool=lambda b:
# "ok\n"); install_guard(d, lambda b: None); d.call_tool({"type": "tool_use"}) returns "ok".
_MISSING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        return result.strip() if isinstance(result, str) else result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
