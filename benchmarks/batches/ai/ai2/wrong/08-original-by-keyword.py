# Wrong: breaks "The guard and the original get the block alone, positionally". Mirroring
# Dispatcher.call_tool(self, tool_use), it calls original(tool_use=block): an own object set first,
# d.call_tool = lambda block: {"seen": block}, or a class whose method names its parameter "block",
# makes every unguarded call raise TypeError. The workbook's Dispatcher, and stacked guards, work.

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(tool_use):
        verdict = guard(tool_use)
        if verdict is not None:
            return verdict
        return original(tool_use=tool_use)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("call_tool was replaced after this guard; undo the newer one first")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
