# Right: the original saved is what dispatcher.call_tool gave before the swap (class method bound,
# or the instance's own object); the replacement, a types.MethodType, asks the guard once per call,
# returns any non-None answer as is, else the original's; undo() checks its bound method by
# identity, raises LookupError on a mismatch (nothing changed), else restores or deletes.
import types


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    prior_own = vars(dispatcher).get("call_tool")

    def call_tool(_self, block):
        verdict = guard(block)
        return saved(block) if verdict is None else verdict

    bound = types.MethodType(call_tool, dispatcher)
    setattr(dispatcher, "call_tool", bound)

    def undo():
        mine = vars(dispatcher).get("call_tool", None) is bound and "call_tool" in vars(dispatcher)
        if not mine:
            raise LookupError("install_guard undo(): call_tool is no longer this installation's "
                              "wrapper; undo newer installations first, and each only once")
        if had_own:
            setattr(dispatcher, "call_tool", prior_own)
        else:
            delattr(dispatcher, "call_tool")

    return undo
