# Right: saves what getattr finds (own object or bound method) and the instance's own entry
# (its __dict__ item, or the slot value without __dict__), installs a functools.wraps
# closure; undo() raises ValueError with a message, changing nothing, unless the own entry
# is still that closure (not after a newer install, a hand-set value or a first undo).
import functools

_NOTHING = object()


def _own_entry(dispatcher):
    state = getattr(dispatcher, "__dict__", None)
    if state is None:  # a __slots__ object: whatever is there is its own
        return getattr(dispatcher, "call_tool", _NOTHING)
    return state.get("call_tool", _NOTHING)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = _own_entry(dispatcher)
    original = getattr(dispatcher, "call_tool")

    @functools.wraps(original)
    def guarded(block):
        result = guard(block)
        if result is None:
            result = original(block)
        return result

    setattr(dispatcher, "call_tool", guarded)

    def undo():
        if _own_entry(dispatcher) is not guarded:
            raise ValueError("undo() refused: call_tool was replaced after this install_guard, or this undo already ran")
        if before is _NOTHING:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", before)

    return undo
