# Breaks "otherwise what the saved original returns (the object that was there, called as it is:
# ... or the instance's own object)": a bound-method original is kept only as a weakref.WeakMethod
# (to avoid a dispatcher<->wrapper cycle), so an own bound method of an object nothing else holds
# dies. Input: d.call_tool = Tool().run; install_guard(d, lambda b: None); d.call_tool(b) -> ReferenceError.
import inspect
import weakref


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    current = dispatcher.call_tool
    if inspect.ismethod(current):  # don't let the wrapper keep the dispatcher alive
        method_ref = weakref.WeakMethod(current)
        saved = lambda: method_ref()  # noqa: E731
    else:
        saved = lambda: current  # noqa: E731

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        original = saved()
        if original is None:
            raise ReferenceError("the saved call_tool is gone")
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if had_own:
            dispatcher.call_tool = saved()
        else:
            del dispatcher.call_tool

    return undo
