# Breaks "A guard, any callable (a falsy object ... too)" and "From then on dispatcher.call_tool
# (block) returns guard(block) ...": `if not guard` treats a falsy guard as "no guard given" and
# installs nothing. Input: a guard object whose class defines __call__ (returning {"x": 1})
# and __len__ returning 0: dispatcher.call_tool(block) runs the original instead.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    if not guard:  # no guard given: nothing to install, nothing to undo
        return lambda: None
    had_own = "call_tool" in vars(dispatcher)
    saved_own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if had_own:
            dispatcher.call_tool = saved_own
        else:
            del dispatcher.call_tool

    return undo
