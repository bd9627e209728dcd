# Breaks "install_guard and undo() change call_tool only (no bookkeeping attribute on the
# dispatcher itself): other attributes stay as they are": each call leaves its verdict in
# dispatcher.last_guard_verdict for debugging, so after one dispatcher.call_tool(block) the
# instance has a new attribute. Install and undo alone touch call_tool only.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        dispatcher.last_guard_verdict = verdict
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
