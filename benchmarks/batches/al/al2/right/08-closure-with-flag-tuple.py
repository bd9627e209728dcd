# Right: notes before replacing whether the instance had its own call_tool (a tuple, so a falsy or
# None own object is kept), saves what getattr returns, installs a closure asking the guard once and
# passing any non-None value through untouched; undo() checks that closure is on top by identity,
# raises LookupError with a message when gone or replaced (no assert), else puts back or deletes.


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    namespace = vars(dispatcher)
    before = (True, namespace["call_tool"]) if "call_tool" in namespace else (False, None)
    call_original = getattr(dispatcher, "call_tool")

    def hooked_call_tool(block):
        verdict = guard(block)
        return call_original(block) if verdict is None else verdict

    setattr(dispatcher, "call_tool", hooked_call_tool)

    def undo():
        on_top = "call_tool" in namespace and namespace["call_tool"] is hooked_call_tool
        if not on_top:
            raise LookupError(
                "cannot undo this guard: dispatcher.call_tool is not its wrapper any more "
                "(undone already, or replaced by a newer install or by hand)"
            )
        had_own, own = before
        if had_own:
            setattr(dispatcher, "call_tool", own)
        else:
            delattr(dispatcher, "call_tool")

    return undo
