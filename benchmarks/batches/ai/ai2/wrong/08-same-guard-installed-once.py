# Wrong: breaks "Installing twice must stack: the newest guard runs first". Installing is made
# idempotent: when the guard on top is the same guard, nothing is installed and a no-op undo comes
# back. install_guard(d, g) twice, then one call, asks g once instead of twice. Different guards stack.

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    if getattr(dispatcher.call_tool, "guard", _MISSING) is guard:
        return lambda: None  # this guard already sits on top
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    guarded.guard = guard  # on the wrapper, not on the dispatcher
    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("call_tool was replaced after this guard; undo the newer one first")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
