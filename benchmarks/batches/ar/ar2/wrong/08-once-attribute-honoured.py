# Breaks: "the guard is asked for every block, each time" and "whatever attributes it carries
# ... change nothing". Like addEventListener(..., {once: true}), a guard with once=True is asked
# only on the first call: guard.once = True returning {"denied": True}; the second
# call_tool(block) runs the tool instead of returning {"denied": True}.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    asked = []

    def wrapper(block):
        if not (getattr(guard, "once", False) and asked):
            asked.append(True)
            verdict = guard(block)
            if verdict is not None:
                return verdict
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
