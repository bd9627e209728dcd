# Breaks "otherwise what the saved original returns, whatever it is": the answer is "the first
# of guard(block), original(block) that is not None", so an original returning None (an own
# call_tool = lambda block: None) makes next() raise StopIteration instead of returning None.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        steps = (guard, original)  # the guard first; the tool only if the guard had nothing to say
        return next(answer for answer in (step(block) for step in steps) if answer is not None)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
