# Breaks: "Installing twice must stack: the newest guard runs first." Like an idempotent
# monkey-patch (setup-once), a second install_guard on an already guarded dispatcher changes
# nothing: install g1 (returns None), then g2 (returns {"denied": 2}); call_tool(block) runs the
# tool instead of returning {"denied": 2}, and undo() of g1 then succeeds out of order.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    current = vars(dispatcher).get("call_tool", _ABSENT)
    if getattr(current, "_guarded_by_install_guard", False):
        return lambda: None  # already guarded: installing again is harmless
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    wrapper._guarded_by_install_guard = True
    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        if current is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = current

    return undo
