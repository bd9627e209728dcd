# Breaks: "first asks guard(block) ... None lets the saved original run, and its result is returned"
# and "The guard and the original get the block alone": after the tool ran, the guard is asked again
# with the block plus the tool's "output" (to vet what comes back). A guard that counts its calls is
# asked twice per allowed call, the second time with a dict that is not the block.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        on_the_way_out = guard({**block, "output": result})
        return result if on_the_way_out is None else on_the_way_out

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: this guard is not the outermost one")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
