# Right: the object found first (the bound class method, or the instance's own object, falsy or None
# too) is saved before call_tool is replaced; the wrapper asks the guard once, returns any non-None
# answer as it is, else calls the saved object once with the block; exceptions are not caught.
# undo() compares the instance's own call_tool with its wrapper by identity, raises RuntimeError with
# a message (changing nothing) when they differ, else deletes the attribute or puts the old one back.
_NOTHING = object()


def _own_call_tool(dispatcher):
    return getattr(dispatcher, "__dict__", {}).get("call_tool", _NOTHING)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = _own_call_tool(dispatcher)
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        return answer

    dispatcher.call_tool = guarded

    def undo():
        if _own_call_tool(dispatcher) is not guarded:
            raise RuntimeError(
                "undo() out of order: dispatcher.call_tool is no longer this guard's wrapper "
                "(a newer install, or it was already undone); undo the newest one first"
            )
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
