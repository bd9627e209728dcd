# Right: the wrapper is a per-install object of its own class holding the guard and the original read before the swap
# (the class's bound method, or the instance's own object, falsy or None too). Not-None verdicts are returned as they
# are, else the original runs once, positionally; exceptions are untouched. undo() raises LookupError with a message,
# changing nothing, unless the instance holds this very object; then it restores what was saved or deletes the attribute.

_ABSENT = object()


class _Guarded:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        answer = self.guard(block)
        return self.original(block) if answer is None else answer


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = dispatcher.__dict__.get("call_tool", _ABSENT)
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool", _ABSENT) is not wrapper:
            raise LookupError(
                "dispatcher.call_tool is not this guard's wrapper any more (a newer install, a "
                "second undo(), or code that set it): undo the newer one first"
            )
        if before is _ABSENT:
            del dispatcher.__dict__["call_tool"]
        else:
            dispatcher.call_tool = before

    return undo
