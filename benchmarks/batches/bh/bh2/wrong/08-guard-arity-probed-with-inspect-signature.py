# Breaks: "A guard, any callable (... a class or a functools.partial too ...)". To also support
# two-argument guards, install_guard reads inspect.signature(guard), which raises ValueError for
# callables it cannot introspect: guard=operator.methodcaller("get", "canned_answer") (a valid
# guard: a canned answer in the block, else None) makes install_guard itself fail.
import inspect

_NOTHING = object()


def install_guard(dispatcher, guard):
    takes_dispatcher = len(inspect.signature(guard).parameters) >= 2
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block, dispatcher) if takes_dispatcher else guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("cannot undo: call_tool is no longer this guard's wrapper")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
