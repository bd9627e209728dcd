# Breaks "the guard is asked for every block, each time" and "(a sub-call ...): it is a call
# like any other (the guard is asked about it too)": a sub-call carrying the id of a call still
# in flight is taken for the tool re-dispatching itself and goes straight to the original.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    in_flight = []  # ids of the calls being answered right now

    def guarded(block):
        call_id = block.get("id")
        if call_id is not None and call_id in in_flight:
            return original(block)  # already checked on the way in
        in_flight.append(call_id)
        try:
            verdict = guard(block)
            return original(block) if verdict is None else verdict
        finally:
            in_flight.pop()

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
