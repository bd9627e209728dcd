# Breaks "A guard, any callable (... a `functools.partial` too ...)" and "returns
# `guard(block)` as it is": a partial is unwrapped to its .func (meant for the log line),
# and that bare function is what gets called, without the partial's arguments. Input:
# guard = functools.partial(lambda user, block: {"denied": user}, "u_999") -> TypeError
# (missing argument) instead of {"denied": "u_999"}.
import functools

_MISSING = object()


def install_guard(dispatcher, guard):
    target = guard.func if isinstance(guard, functools.partial) else guard
    label = getattr(target, "__qualname__", type(target).__name__)
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = target(block)
        if verdict is not None:
            return verdict
        return original(block)

    guarded.guard_label = label
    dispatcher.call_tool = guarded

    def undo():
        if getattr(dispatcher, "call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
