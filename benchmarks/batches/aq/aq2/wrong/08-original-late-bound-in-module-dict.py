# Breaks: "Installing twice must stack" / "otherwise what the saved original returns": to keep
# bookkeeping off the dispatcher, originals live in a module dict keyed by id(dispatcher) and are
# looked up when a call runs. A second install overwrites the entry with the first wrapper, so after
# install_guard(d, g1); install_guard(d, g2) a call whose guards return None recurses (RecursionError).
_ABSENT = object()
_ORIGINALS = {}  # id(dispatcher) -> the call_tool saved before the guard went on


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    key = id(dispatcher)
    own = vars(dispatcher).get("call_tool", _ABSENT)
    _ORIGINALS[key] = dispatcher.call_tool  # step 1: save, before anything changes

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return _ORIGINALS[key](block)

    dispatcher.call_tool = guarded  # step 2: replace

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: another guard is installed on top of this one")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
