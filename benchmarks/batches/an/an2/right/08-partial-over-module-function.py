# Right: the installed object is functools.partial(_screen, guard, original): not a descriptor, so
# stored on the instance it is called as it is, with the block alone. Save first (the original, and
# whether the instance had its own call_tool), then replace. undo() compares the instance's own
# attribute with that very partial; a mismatch raises LookupError with a message and touches nothing.
import functools


def _screen(guard, original, block):
    verdict = guard(block)
    return original(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__
    had_own = "call_tool" in own
    before = own.get("call_tool")
    original = dispatcher.call_tool
    screen = functools.partial(_screen, guard, original)
    setattr(dispatcher, "call_tool", screen)

    def undo():
        if "call_tool" not in own or own["call_tool"] is not screen:
            raise LookupError("this guard's wrapper is not dispatcher.call_tool any more; nothing was changed")
        if had_own:
            setattr(dispatcher, "call_tool", before)
        else:
            delattr(dispatcher, "call_tool")

    return undo
