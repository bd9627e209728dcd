# Wrong: breaks "A guard, any callable (... a class ... too)" and "returns guard(block) as it is". A
# class is taken for a hook class to instantiate first (as DeployWindow() is): with
# class Refusal: def __init__(self, block): ..., install_guard(d, Refusal) raises TypeError at
# install, where each call should return a Refusal(block). Functions and instances are right.

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    if isinstance(guard, type):
        guard = guard()
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("call_tool was replaced after this guard; undo the newer one first")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
