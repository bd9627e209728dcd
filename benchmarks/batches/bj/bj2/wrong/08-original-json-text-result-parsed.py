# Breaks "otherwise what the saved original returns ..., whatever it is": a text result that
# looks like JSON is decoded on its way back. Input: d = types.SimpleNamespace(call_tool=lambda b:
# '{"ok": true}'); install_guard(d, lambda b: None); d.call_tool({}) returns {"ok": True}, not
# the string.
import json

_MISSING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        if isinstance(result, str) and result.lstrip()[:1] in ("{", "["):
            try:
                return json.loads(result)
            except ValueError:
                pass
        return result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
