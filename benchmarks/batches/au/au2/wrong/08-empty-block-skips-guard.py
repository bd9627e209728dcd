# Breaks: "the guard is asked for every block, each time, whatever its type" and "a plain dict of
# JSON values here, of any shape". JavaScript-style truthiness: an empty block has nothing to
# check. Input: install_guard(d, lambda b: {"denied": True}); d.call_tool({}) -> the original runs.
_ABSENT = object()


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        if not block:
            return original(block)  # nothing in it for the guard to look at
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: undo the newer installation first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
