# Breaks: an out-of-order undo() raises "an exception with a message ... (not an `assert` ..., and
# no `AssertionError` at all, even with a message)": it raises UndoOrderError(AssertionError),
# explicitly, so -O keeps it. Input: undo_a = install_guard(d, g1); install_guard(d, g2);
# undo_a() raises UndoOrderError, an AssertionError.
_NOTHING = object()


class UndoOrderError(AssertionError):
    """An invariant of the install stack was broken (raised, not asserted: -O keeps it)."""


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise UndoOrderError("undo() out of order: a newer guard is installed on call_tool")
        if saved is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
