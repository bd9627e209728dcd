# Wrong: breaks "when dispatcher.call_tool is no longer its own wrapper (an undo() out of order ...),
# it raises ... instead of dropping the newer guard". undo() asks "is a guard still installed?"
# (isinstance of the wrapper class), not "is it mine?": undo_a = install_guard(d, ga);
# install_guard(d, gb); undo_a() restores the original silently and gb is gone. In order is right.

_MISSING = object()


class _GuardedCall:
    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        verdict = self.guard(block)
        if verdict is not None:
            return verdict
        return self.original(block)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    dispatcher.call_tool = _GuardedCall(guard, dispatcher.call_tool)

    def undo():
        if not isinstance(vars(dispatcher).get("call_tool"), _GuardedCall):
            raise RuntimeError("call_tool is not guarded any more: nothing to undo")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
