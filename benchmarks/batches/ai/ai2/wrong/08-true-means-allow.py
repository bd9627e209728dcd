# Wrong: breaks "returns guard(block) as it is whenever that is not None (...; the original does not
# run)". True is read as "allowed", as many guard APIs mean it: with guard = lambda block: True the
# original runs and its result comes back instead of True. None, False, 0, "" and dicts are right.

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None or verdict is True:
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
