# Breaks: "A guard that raises ...: its exception propagates" for "a guard, any callable (... a
# class or a functools.partial too ...)" -- the wrapping message reads guard.__name__, which a
# partial lacks. Input: guard = functools.partial(check, limit=1), check raising ValueError("no"):
# the call raises AttributeError ('functools.partial' object has no attribute '__name__').
class GuardFailed(RuntimeError):
    """A guard crashed: the call was refused."""


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    gone = object()
    own = vars(dispatcher).get("call_tool", gone)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except Exception as exc:
            raise GuardFailed(f"guard {guard.__name__} raised {type(exc).__name__}") from exc
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("this guard is not on top any more: undo the newer one first")
        if own is gone:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
