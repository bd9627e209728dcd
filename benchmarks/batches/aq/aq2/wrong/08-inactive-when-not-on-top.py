# Breaks: "Installing twice must stack: the newest guard runs first" (then the older one). Each wrapper
# steps aside (calls the original directly) when it is no longer dispatcher.call_tool, meant for stale
# references after undo(); but under a newer guard the older one is never asked: install_guard(d, g1)
# with g1 refusing everything, then install_guard(d, g2) with g2 returning None, runs the tool.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        if vars(dispatcher).get("call_tool") is not guarded:  # undone or replaced: step aside
            return original(block)
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced since this guard was installed")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
