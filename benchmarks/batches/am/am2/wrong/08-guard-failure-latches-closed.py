# Breaks: "the guard is asked for every block, each time" (and None "lets the saved original
# run"). After the guard raised once, the wrapper stays closed and re-raises that same
# exception without asking again: a guard that raises on its first call and returns None on
# its second leaves the second call failing, with the guard asked once and the tool not run.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    broken = []  # a guard that failed once is not trusted again: fail closed for good

    def guarded(block):
        if broken:
            raise broken[0]
        try:
            answer = guard(block)
        except Exception as exc:
            broken.append(exc)
            raise
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError(
                "cannot undo this guard: call_tool was replaced after it; undo the newer one first"
            )
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
