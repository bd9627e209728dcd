# Breaks: "A guard, any callable (... a class or a `functools.partial` too, ...)": at install
# the guard's signature must have exactly one parameter, so a guard with an optional extra one
# is refused. Input: def guard(block, log=None): return None; install_guard(d, guard) raises
# TypeError instead of installing.
import inspect

_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    params = inspect.signature(guard).parameters
    if len(params) != 1:
        raise TypeError(f"a guard takes exactly one argument (the block), got {len(params)}")
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on top of this one")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
