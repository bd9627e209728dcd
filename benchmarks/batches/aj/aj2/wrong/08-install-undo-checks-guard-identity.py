# Breaks "when `dispatcher.call_tool` is no longer its own wrapper (an undo() out of order ...), it
# raises": the wrapper is functools.wraps(guard), and undo() checks that the guard on top is *its
# guard*, so two installs of the same guard pass each other's check. Input: u1 = install_guard(d, g);
# u2 = install_guard(d, g); u1() -> no error, and the newer install is dropped.
import functools

_NONE = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _NONE)
    original = dispatcher.call_tool

    @functools.wraps(guard)  # the wrapper shows as the guard in tracebacks and logs
    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        on_top = getattr(vars(dispatcher).get("call_tool"), "__wrapped__", _NONE)
        if on_top is not guard:
            raise RuntimeError("undo() out of order: another guard is on top of this one")
        if own is _NONE:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
