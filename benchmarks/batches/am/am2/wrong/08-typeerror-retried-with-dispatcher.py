# Breaks: "A guard that raises ...: its exception propagates ..., of any kind (a TypeError too ...),
# it is asked once". A TypeError is taken for a guard(block, dispatcher) and the guard asked again:
# def guard(block, *rest): raise TypeError("amount must be a number") runs twice and the second
# TypeError propagates (a one-parameter guard gets an arity TypeError raised over its own).
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        try:
            answer = guard(block)
        except TypeError:
            answer = guard(block, dispatcher)  # some guards want to see the dispatcher
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
