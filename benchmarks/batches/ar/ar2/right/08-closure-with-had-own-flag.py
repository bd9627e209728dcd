# Right: a had-own flag and the own value (None too) come from vars() before replacing; the
# closure holds dispatcher.call_tool as it was and returns a non-None guard answer untouched, else
# the original's return. undo() checks identity with its own wrapper, raises RuntimeError with a
# message otherwise (touching nothing), then restores or deletes; no other attribute is set.


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    namespace = vars(dispatcher)
    had_own = "call_tool" in namespace
    own_value = namespace.get("call_tool")
    below = dispatcher.call_tool

    def guarded(block):
        said = guard(block)
        return below(block) if said is None else said

    dispatcher.call_tool = guarded

    def undo():
        on_top = "call_tool" in namespace and namespace["call_tool"] is guarded
        if not on_top:
            raise RuntimeError("cannot undo this guard: dispatcher.call_tool is not its wrapper any more")
        if had_own:
            dispatcher.call_tool = own_value
        else:
            del dispatcher.call_tool

    return undo
