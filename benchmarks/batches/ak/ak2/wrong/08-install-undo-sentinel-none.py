# Breaks: "undo() puts back exactly what was there (a falsy object too, None set on the
# instance too: it is installed over all the same ...)". The saved own object doubles as the
# "already undone" flag (None). Input: dispatcher.call_tool = None on the instance, install,
# then undo() -> RuntimeError "already undone", and the wrapper stays.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        nonlocal saved
        if saved is None:
            raise RuntimeError("this guard was already undone")
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved
        saved = None

    return undo
