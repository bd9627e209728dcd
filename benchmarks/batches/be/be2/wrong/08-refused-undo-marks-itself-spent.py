# Wrong: breaks "`undo()` puts back exactly what was there" once it is in order. undo() marks itself
# used before checking the order, so after install A, install B, undo_A() (refused, correctly),
# undo_B(), the retried undo_A() raises "already undone" and A's guard stays installed.
_ABSENT = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded
    used = False

    def undo():
        nonlocal used
        if used:
            raise RuntimeError("this guard was already undone")
        used = True
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on top")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
