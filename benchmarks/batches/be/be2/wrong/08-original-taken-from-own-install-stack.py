# Wrong: breaks "otherwise what the saved original returns (the object that was there, called as it
# is ...)". Installs are tracked in a module dict keyed by id(dispatcher) and the newest wrapper
# there is used as "the original": install A, then d.call_tool = f by hand, then install B: B's
# None answer runs A's wrapper (and the old tool), not f. A dead dispatcher's reused id() does it too.
_ABSENT = object()
_STACKS = {}


def install_guard(dispatcher, guard):
    stack = _STACKS.setdefault(id(dispatcher), [])
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = stack[-1] if stack else dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded
    stack.append(guarded)

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        stack.remove(guarded)
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
