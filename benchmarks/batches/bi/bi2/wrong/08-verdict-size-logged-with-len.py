# Wrong: "returns guard(block) as it is whenever that is not None (even {}, "", False or 0 ...)"
# and the guard "returns None or any other value: ... a number, False or 0, bytes,
# NotImplemented". The size of every answer is recorded with len() for the metrics, so a
# guard answering 0, False, 3 or NotImplemented makes the call raise TypeError.
_NOTHING = object()
ANSWER_SIZES = []


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            ANSWER_SIZES.append(len(verdict))
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on top")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
