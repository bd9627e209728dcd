# Wrong: breaks "the saved original ... the class's method bound to this very dispatcher". To keep
# the original safe from later rebinding it is taken from a shallow copy: for
# class Desk: call_tool(self, block) returns self.mode, setting d.mode = "maintenance" after install
# still answers "live", and self is the copy. The Dispatcher works (the copy shares its _tools).
import copy

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = copy.copy(dispatcher).call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("call_tool was replaced after this guard; undo the newer one first")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
