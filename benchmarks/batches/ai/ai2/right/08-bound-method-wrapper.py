# Right: the wrapper is a types.MethodType bound to the dispatcher and stored on the instance (reading it gives that
# object back); guard and original (saved before the swap) are closed over and get the block alone. A not-None verdict,
# falsy too, is returned as it is, else the original's result; exceptions pass untouched. undo() checks identity first
# and raises UndoOrderError (a RuntimeError) with a message, changing nothing, else restores or deletes the attribute.
import types


class UndoOrderError(RuntimeError):
    """undo() was called while another call_tool sits on top of this guard."""


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher)["call_tool"] if had_own else None
    original = dispatcher.call_tool

    def call_tool(_self, block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        return verdict

    installed = types.MethodType(call_tool, dispatcher)
    setattr(dispatcher, "call_tool", installed)

    def undo():
        if vars(dispatcher).get("call_tool") is not installed:
            raise UndoOrderError(
                "cannot undo this guard: dispatcher.call_tool was replaced after it was installed"
            )
        if had_own:
            setattr(dispatcher, "call_tool", saved)
        else:
            delattr(dispatcher, "call_tool")

    return undo
