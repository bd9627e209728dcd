# Right: saves what dispatcher.call_tool is now (own object, None or falsy too, else the class method bound to this
# dispatcher) and whether vars() held it; the wrapper asks guard(block) once and returns a non-None verdict untouched,
# else original(block) once; exceptions propagate untouched; undo() checks by identity that its wrapper is still in
# vars(), raising RuntimeError and changing nothing if not, else restores the own object or deletes the attribute.
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded_call_tool(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded_call_tool

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded_call_tool:
            raise RuntimeError(
                "cannot undo install_guard: dispatcher.call_tool is not this guard's wrapper "
                "(already undone, or a newer installation is on top: undo that first)"
            )
        if before is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = before

    return undo
