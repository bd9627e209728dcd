# Wrong: breaks "A guard that raises fails the call closed: its exception propagates ..., of any
# kind, ... and the original does not run": a guard that *raises* a Warning is taken as advice
# ("proceed with care") and the tool runs. Input: a guard raising UserWarning("unusual amount")
# -> d.call_tool(block) returns the original's result instead of raising.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except Warning:  # a warning is advice, not a refusal
            verdict = None
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("refusing to undo: call_tool has changed since this install")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
