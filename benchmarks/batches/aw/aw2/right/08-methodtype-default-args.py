# Right: guard and original are frozen into default arguments at install (the closure never
# reads dispatcher.call_tool again); the wrapper, bound with types.MethodType, is stored on
# the instance and undo() compares that object by identity: LookupError with a message
# when it is gone; else it puts back the own object (None/falsy too) or deletes the attribute.
import types

_GONE = object()


def _own(dispatcher):
    state = getattr(dispatcher, "__dict__", None)
    if state is None:  # __slots__: whatever is there is its own
        return getattr(dispatcher, "call_tool", _GONE)
    return state.get("call_tool", _GONE)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = _own(dispatcher)
    had_own = previous is not _GONE

    def call_tool(self, block, _guard=guard, _original=dispatcher.call_tool):
        answer = _guard(block)
        return _original(block) if answer is None else answer

    bound = types.MethodType(call_tool, dispatcher)
    setattr(dispatcher, "call_tool", bound)

    def undo():
        if _own(dispatcher) is not bound:
            raise LookupError("this guard is not the newest one on the dispatcher; undo the later installation first")
        if had_own:
            setattr(dispatcher, "call_tool", previous)
        else:
            delattr(dispatcher, "call_tool")

    return undo
