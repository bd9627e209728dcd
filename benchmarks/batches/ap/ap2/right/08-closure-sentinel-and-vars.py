# Right: saves the instance's own call_tool (or a sentinel when there is none) and the object
# dispatcher.call_tool gives now (own object or bound class method), then installs a closure that
# returns guard(block) unless it is None; undo() checks vars(dispatcher) still holds this very
# closure (else raises RuntimeError with a message, changing nothing) and restores or deletes.
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool  # step 1: save, before anything changes

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded  # step 2: replace

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError(
                "cannot undo this guard: dispatcher.call_tool is no longer its wrapper "
                "(undo the newest installation first, and each one only once)"
            )
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
