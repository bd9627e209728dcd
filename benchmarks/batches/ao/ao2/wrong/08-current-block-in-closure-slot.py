# Breaks "The guard or the original may call dispatcher.call_tool again from inside ... answered
# before the outer one goes on" and "otherwise what the saved original returns": the block in
# flight sits in one slot, so a guard that sub-calls with block B while checking block A makes
# the outer call run the original on B.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    in_flight = {"block": None}  # what is being checked right now, for debugging

    def guarded(block):
        in_flight["block"] = block
        verdict = guard(in_flight["block"])
        if verdict is not None:
            return verdict
        return original(in_flight["block"])

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
