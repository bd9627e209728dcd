# Wrong: breaks "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not None"
# and "returns None or any other value: ... NotImplemented". NotImplemented is read as "no opinion",
# as in Python's operator protocol: with guard = lambda block: NotImplemented the original runs and
# its result comes back. None, dicts, strings, False and 0 are handled right.

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None or verdict is NotImplemented:
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("call_tool was replaced after this guard; undo the newer one first")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
