# Breaks: "From then on (until `undo()` is called, whatever becomes of it) dispatcher.call_tool(block)
# returns guard(block) ...". When the guard raises, the wrapper takes itself off the dispatcher
# (so a broken guard cannot keep the desk down), then re-raises. Input: guard raising on its
# first call only; after that call, d.call_tool(block) runs the original unguarded.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def restore():
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    def guarded(block):
        try:
            answer = guard(block)
        except Exception:
            if vars(dispatcher).get("call_tool", _ABSENT) is guarded:
                restore()  # this guard is broken: stop routing calls through it
            raise
        return answer if answer is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: this guard is not the current call_tool")
        restore()

    return undo
