# Right: the wrapper is a types.MethodType bound to this dispatcher and stored on the
# instance; its identity is checked with inspect.getattr_static (the instance's own entry,
# never the class's), so an out-of-order or second undo() raises LookupError with a message
# and changes nothing. The saved original is called as it is, only when the guard says None.
import inspect
import types

_ABSENT = object()


def install_guard(dispatcher, guard):
    before = dispatcher.__dict__.get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def call_tool(self, block):
        answer = guard(block)
        return original(block) if answer is None else answer

    mine = types.MethodType(call_tool, dispatcher)
    dispatcher.call_tool = mine

    def undo():
        current = inspect.getattr_static(dispatcher, "call_tool", _ABSENT)
        if "call_tool" not in dispatcher.__dict__ or current is not mine:
            raise LookupError("this guard is not the newest call_tool on the dispatcher; undo newer ones first")
        if before is _ABSENT:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", before)

    return undo
