# Right: the wrapper is bound to the dispatcher with types.MethodType and stored on the
# instance (one object, so identity checks hold); it asks the guard once per call, returns
# any non-None verdict as it is, otherwise calls the saved original once; undo() compares
# the instance's own attribute with that exact object, raises ValueError with a message and
# changes nothing when it differs, else puts back the old instance value or removes it.
import types

_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = dispatcher.__dict__.get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def call_tool(self, block):
        answer = guard(block)
        return original(block) if answer is None else answer

    bound = types.MethodType(call_tool, dispatcher)
    dispatcher.call_tool = bound

    def undo():
        if dispatcher.__dict__.get("call_tool", _ABSENT) is not bound:
            raise ValueError("undo(): dispatcher.call_tool is not this guard's wrapper any more")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
