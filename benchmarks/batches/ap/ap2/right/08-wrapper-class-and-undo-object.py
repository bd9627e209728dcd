# Right: the wrapper is an object with __call__ holding guard and the saved original (strong
# references); undo is a bound method of a small record that remembers whether the instance had
# its own call_tool. It compares dispatcher.__dict__'s entry with its wrapper by identity and
# raises LookupError (with a message) otherwise; the dispatcher gets no other attribute.
class _Guarded:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard, self.original = guard, original

    def __call__(self, block):
        verdict = self.guard(block)
        return self.original(block) if verdict is None else verdict


class _Installation:
    def __init__(self, dispatcher, wrapper, had_own, previous):
        self.dispatcher, self.wrapper = dispatcher, wrapper
        self.had_own, self.previous = had_own, previous

    def undo(self):
        here = self.dispatcher.__dict__
        if "call_tool" not in here or here["call_tool"] is not self.wrapper:
            raise LookupError("undo(): this guard's wrapper is not on dispatcher.call_tool now; "
                              "undo the most recent install first")
        if self.had_own:
            self.dispatcher.call_tool = self.previous
        else:
            del self.dispatcher.call_tool


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in dispatcher.__dict__
    previous = dispatcher.__dict__["call_tool"] if had_own else None
    original = previous if had_own else getattr(dispatcher, "call_tool")
    wrapper = _Guarded(guard, original)
    setattr(dispatcher, "call_tool", wrapper)
    return _Installation(dispatcher, wrapper, had_own, previous).undo
