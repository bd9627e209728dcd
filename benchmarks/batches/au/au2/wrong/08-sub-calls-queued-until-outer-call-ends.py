# Breaks: "The guard or the original may call dispatcher.call_tool again from inside (a sub-call
# ...): it is a call like any other ..., answered before the outer one goes on". Event-loop habit
# (queueMicrotask): a nested call is queued and answered None. Input: a guard that calls
# d.call_tool(inner_block) and returns its result -> the sub-call returns None and runs later.
_ABSENT = object()


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    state = {"busy": False, "queue": []}

    def one(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    def guarded(block):
        if state["busy"]:
            state["queue"].append(block)  # run after the current call, never inside it
            return None
        state["busy"] = True
        try:
            result = one(block)
            while state["queue"]:
                one(state["queue"].pop(0))
            return result
        finally:
            state["busy"] = False

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced after this guard")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
