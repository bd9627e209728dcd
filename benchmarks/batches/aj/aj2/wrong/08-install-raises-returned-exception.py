# Breaks "returns `guard(block)` as it is whenever that is not `None` ... A guard ... returns `None`
# or any other value": a guard that returns an exception object (rather than raising it) has it
# raised. Input: guard = lambda b: PermissionError("not your account") -> d.call_tool(b) raises
# PermissionError instead of returning that object.
def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if isinstance(verdict, BaseException):  # a guard may hand back the error to raise
            raise verdict
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
