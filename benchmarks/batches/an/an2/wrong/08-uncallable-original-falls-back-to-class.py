# Breaks: "otherwise what the saved original returns (the object that was there, called as it is
# ...)" with "undo() puts back exactly what was there (... None set on the instance too: it is
# installed over all the same ...)" and "when the original raises, its exception propagates".
# When the instance's call_tool is not callable, the class's method is used instead. Input:
# d.call_tool = None; install_guard(d, lambda b: None); d.call_tool(block) -> the desk answers,
# where calling None should raise TypeError.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    if not callable(original):  # switched off by hand: fall back to the class's own method
        original = getattr(type(dispatcher), "call_tool").__get__(dispatcher, type(dispatcher))

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("call_tool is not this guard's wrapper any more; undo the newer one first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
