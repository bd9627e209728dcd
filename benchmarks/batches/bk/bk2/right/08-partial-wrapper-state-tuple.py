# Right: the wrapper is a functools.partial over a module function, closing over guard and the saved
# original; "was there an own attribute" is recorded at install time as a (flag, object) pair, so a
# falsy or None own object is put back too. undo() compares the instance's current attribute with
# `is`, raises LookupError with a message when it is not this wrapper, and changes nothing then.
import functools


def _guarded_call(guard, original, block):
    verdict = guard(block)
    return original(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher)
    had_own = "call_tool" in own
    saved = (had_own, own["call_tool"] if had_own else None)
    wrapper = functools.partial(_guarded_call, guard, dispatcher.call_tool)
    setattr(dispatcher, "call_tool", wrapper)

    def undo():
        current = vars(dispatcher)
        if "call_tool" not in current or current["call_tool"] is not wrapper:
            raise LookupError("undo() out of order: a newer guard or other code owns call_tool now")
        if saved[0]:
            setattr(dispatcher, "call_tool", saved[1])
        else:
            delattr(dispatcher, "call_tool")

    return undo
