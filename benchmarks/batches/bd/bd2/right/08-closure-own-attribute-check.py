# Right: saves what is there first (the instance's own object, or "none" via a private
# sentinel) and the callable to run (dispatcher.call_tool as it is now), then installs a
# closure: guard(block) is returned whenever it is not None, else original(block). undo()
# raises RuntimeError (with a message) unless the instance's own call_tool is still this
# closure, else restores the saved own object or deletes the attribute. Nothing else is set.

_NOTHING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError(
                "cannot undo this guard: dispatcher.call_tool is no longer its wrapper "
                "(undo the newer installation first, or this one was undone already)"
            )
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
