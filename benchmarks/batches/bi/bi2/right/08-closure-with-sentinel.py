# Right: saves what was there (the instance's own object, or none: a sentinel), reads the
# original once at install (bound method or own object), and installs a closure that asks
# the guard first and returns any non-None answer as is, else the original's result; the
# guard's and original's exceptions simply propagate. undo() checks, by identity, that its own
# wrapper is still the instance's call_tool and raises RuntimeError otherwise (changing
# nothing); else it restores the own object or deletes the attribute. No state on the dispatcher.
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
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
                "undo() out of order: call_tool is no longer this guard's wrapper "
                "(undo the newer install first)"
            )
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
