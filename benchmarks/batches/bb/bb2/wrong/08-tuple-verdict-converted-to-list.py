# Breaks: "returns guard(block) as it is whenever that is not None". A tuple verdict is turned
# into a list (JSON has no tuples): a guard returning ("no", "not today") gives
# ["no", "not today"], which is neither that object nor equal to it.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if type(verdict) is tuple:
            return list(verdict)  # what json would give back anyway
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is not this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
