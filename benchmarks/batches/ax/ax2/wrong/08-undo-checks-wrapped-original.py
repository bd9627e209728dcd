# Breaks: "when `dispatcher.call_tool` is no longer its own wrapper (... or a second undo()), it raises
# ... and changes nothing": undo() knows "its" wrapper by `__wrapped__ is original`, shared by any later
# wrapper of that original. Input: d.call_tool = own_fn; u1 = install_guard(d, g1); u1();
# install_guard(d, g2); u1() again: no error, and g2's wrapper is removed.
import functools


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    attributes = vars(dispatcher)
    had_own = "call_tool" in attributes
    original = dispatcher.call_tool

    @functools.wraps(original)
    def guarded(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        return answer

    dispatcher.call_tool = guarded

    def undo():
        current = vars(dispatcher).get("call_tool")
        if getattr(current, "__wrapped__", None) is not original:
            raise RuntimeError("undo(): dispatcher.call_tool is not this guard's wrapper any more")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
