# Right: a callable object holds the guard and what was there (own attribute or the class's
# method bound to this dispatcher), returns the guard's verdict unless None, else the original's
# result, each run once, exceptions untouched; undo() raises LookupError (changing nothing) unless
# the own entry is this wrapper, then restores the own object (None/falsy too) or deletes it.
class _GuardedCall:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        verdict = self.guard(block)
        return self.original(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    had_own = "call_tool" in dispatcher.__dict__
    previous = dispatcher.__dict__.get("call_tool")
    wrapper = _GuardedCall(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if "call_tool" not in dispatcher.__dict__ or dispatcher.__dict__["call_tool"] is not wrapper:
            raise LookupError("undo(): call_tool is no longer this guard's wrapper "
                              "(a newer install is on top, or it was undone already)")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo
