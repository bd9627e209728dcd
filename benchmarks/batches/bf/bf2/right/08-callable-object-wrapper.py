# Right: the wrapper is an instance of a small slotted class (callable, one per install) holding
# the guard and the original saved before the swap; a verdict other than None is returned as is,
# else the original runs once. The instance's own call_tool is found through vars() when the
# object has a __dict__ and through getattr otherwise (slots). undo() refuses with a ValueError
# (a message, not an assert) unless that exact wrapper object is still installed, and then puts
# back the saved object or deletes the attribute. Nothing is written on the dispatcher but call_tool.
_NOTHING = object()


class _Guarded:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        verdict = self.guard(block)
        return self.original(block) if verdict is None else verdict


def _instance_call_tool(dispatcher):
    try:
        return vars(dispatcher).get("call_tool", _NOTHING)
    except TypeError:  # no __dict__: a slotted object keeps call_tool in its slot
        return getattr(dispatcher, "call_tool", _NOTHING)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    was_there = _instance_call_tool(dispatcher)
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        now = _instance_call_tool(dispatcher)
        if now is not wrapper:
            raise ValueError("undo() out of order: another object now sits in dispatcher.call_tool")
        if was_there is _NOTHING:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", was_there)

    return undo
