# Breaks: "A guard that raises fails the call closed: its exception propagates ..., of any kind
# ..., and the original does not run": a ValueError from the guard ("it could not parse the
# input") counts as no objection. Input: a guard raising ValueError("bad amount") lets the
# original run and its result comes back; nothing is raised.
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except ValueError:       # the guard could not read this input: no opinion
            verdict = None
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if saved is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
