# Breaks: "The dispatcher is any object whose call_tool can be set (... one that is unhashable or
# takes no weak reference)". vars() needs a __dict__, so a slotted dispatcher cannot be guarded.
# Input: class SlotDesk: __slots__ = ("call_tool",); d = SlotDesk(); d.call_tool = lambda b: "ran";
# install_guard(d, lambda b: None) raises TypeError (vars() argument must have __dict__ attribute).
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)  # the instance's own object, if any
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("install_guard: undo out of order; undo the newest guard first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
