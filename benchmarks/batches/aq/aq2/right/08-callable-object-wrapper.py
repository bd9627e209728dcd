# Right: the wrapper is a small callable object (slots: guard, saved original) set as the instance's
# call_tool, so nothing else is written on the dispatcher; it calls guard(block) once and returns its
# answer unless that is None, then the saved original once. The undo closure reads vars() to see
# whether call_tool is still exactly its wrapper: if not it raises LookupError with a message and
# touches nothing; otherwise it restores the previous own value or removes the attribute.
class _Guarded:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        verdict = self.guard(block)
        return self.original(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher)["call_tool"] if had_own else None
    wrapper = _Guarded(guard, dispatcher.call_tool)
    setattr(dispatcher, "call_tool", wrapper)

    def undo():
        current = vars(dispatcher).get("call_tool")
        if current is not wrapper:
            raise LookupError(
                f"cannot undo this guard: call_tool is now {type(current).__name__}, not its "
                "wrapper; undo installations newest first, and only once"
            )
        if had_own:
            setattr(dispatcher, "call_tool", previous)
        else:
            delattr(dispatcher, "call_tool")

    return undo
