# Breaks: "otherwise what the saved original returns (...), whatever it is (an equal copy of a
# dict is not told apart)" -- the original's result is sent through json so it is "API-safe":
# a tuple comes back a list, a datetime a string. Input: a dispatcher whose call_tool returns
# ("ok", 3), a guard returning None: the wrapped call returns ["ok", 3].
import json


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    marker = object()
    own = vars(dispatcher).get("call_tool", marker)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        return json.loads(json.dumps(result, default=str))  # only JSON reaches the model

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("cannot undo out of order: another call_tool was installed later")
        if own is marker:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
