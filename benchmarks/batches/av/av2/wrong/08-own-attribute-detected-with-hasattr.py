# Breaks: "undo() puts back exactly what was there (... it deletes the instance attribute when
# there was none)" -- hasattr() also sees the class's method, so undo() always sets an instance
# attribute. Input: d, _ = build_support_dispatcher(); install_guard(d, g)(); then
# "call_tool" in vars(d) is True (a bound method left on the instance).
def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = hasattr(dispatcher, "call_tool")  # was there a call_tool to put back?
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("install_guard: undo() out of order, a newer call_tool is on top")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
