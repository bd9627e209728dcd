# Wrong: breaks "returns `guard(block)` as it is whenever that is not `None` (...; the
# original does not run)": Ellipsis is taken as a guard's "undecided" sentinel and lets the
# tool run, so a guard returning ... makes call_tool return the tool's result, not Ellipsis.
_ABSENT = object()
_UNDECIDED = (None, ...)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if any(verdict is mark for mark in _UNDECIDED):
            return original(block)
        return verdict

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("cannot undo: call_tool was replaced after this install")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
