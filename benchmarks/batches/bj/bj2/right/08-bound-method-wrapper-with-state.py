# Right: the installed object is types.MethodType(_run, state), a bound method stored once on the
# instance, so identity holds for undo(). _run asks the guard once per call and returns its verdict
# unless it is None, in which case the original saved before the swap runs once; exceptions from
# either propagate untouched. undo() raises LookupError (with a message, not an assert) when the
# instance no longer holds this exact object, changing nothing; else it restores the previous
# own value, or removes the attribute when the class method was what showed through.
import types

_ABSENT = object()


def _run(state, block):
    verdict = state.guard(block)
    return state.original(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    state = types.SimpleNamespace(guard=guard, original=dispatcher.call_tool)
    installed = types.MethodType(_run, state)
    setattr(dispatcher, "call_tool", installed)

    def undo():
        current = vars(dispatcher).get("call_tool", _ABSENT)
        if current is not installed:
            raise LookupError("out-of-order or repeated undo(): the guard is not on top of call_tool")
        if previous is _ABSENT:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", previous)

    return undo
