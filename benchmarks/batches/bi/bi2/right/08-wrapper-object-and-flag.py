# Right, written as a small class: the wrapper is a callable object holding the guard and the
# original read at install; whether the instance had its own call_tool is a bool plus the
# object. undo() is a closure: it compares the instance dict's entry with this wrapper by
# `is`, raises LookupError with a message when it is not there (nothing changed), else puts
# back the own object (None or falsy too) or removes the attribute.
class _Guarded:
    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        answer = self.guard(block)
        return self.original(block) if answer is None else answer


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__
    had_own = "call_tool" in own
    saved = own["call_tool"] if had_own else None
    wrapper = _Guarded(guard, dispatcher.call_tool)
    setattr(dispatcher, "call_tool", wrapper)

    def undo():
        current = dispatcher.__dict__
        if "call_tool" not in current or current["call_tool"] is not wrapper:
            raise LookupError(
                "cannot undo this guard: dispatcher.call_tool was replaced after it was "
                "installed; undo the later installation first"
            )
        if had_own:
            setattr(dispatcher, "call_tool", saved)
        else:
            delattr(dispatcher, "call_tool")

    return undo
