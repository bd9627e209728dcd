# Breaks: "otherwise what the saved original returns (the object that was there, called as it is
# ...)", "None set on the instance too: it is installed over all the same" and "when the original
# raises, its exception propagates too". An uncallable original is skipped and None returned.
# Input: d.call_tool = None; install_guard(d, lambda b: None); d.call_tool(block) -> None, no TypeError.
_ABSENT = object()


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        if not callable(original):
            return None  # nothing behind the guard to run
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced after this install_guard")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
