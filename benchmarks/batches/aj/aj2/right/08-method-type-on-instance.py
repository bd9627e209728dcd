# Right: saves the current call_tool and whether the instance had its own (via __dict__), then
# sets a types.MethodType bound to the dispatcher; each call asks the guard once and returns its
# non-None answer untouched, otherwise the saved original's result (one call). undo() raises
# LookupError with a message unless that same MethodType object is still there; it changes nothing then.
import types

_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = dispatcher.__dict__.get("call_tool", _NOTHING)
    below = dispatcher.call_tool

    def call_tool(_dispatcher, block):
        answer = guard(block)
        if answer is None:
            return below(block)
        return answer

    mine = types.MethodType(call_tool, dispatcher)
    dispatcher.call_tool = mine

    def undo():
        current = dispatcher.__dict__.get("call_tool", _NOTHING)
        if current is not mine:
            raise LookupError(
                "cannot undo this guard: dispatcher.call_tool is no longer its wrapper "
                "(undone already, or replaced since); undo the newer one first"
            )
        if before is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = before

    return undo
