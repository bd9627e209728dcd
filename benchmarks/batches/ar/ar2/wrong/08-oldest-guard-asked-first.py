# Breaks: "Installing twice must stack: the newest guard runs first." Like Django's MIDDLEWARE
# list, guards installed on an already guarded dispatcher join one list that runs in install
# order: install g1 (returns "first"), then g2 (returns "second"): call_tool(block) returns
# "first" instead of "second". Undo order is still checked (last in, first out).
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    current = vars(dispatcher).get("call_tool", _ABSENT)
    guards = getattr(current, "_guards", None)
    if guards is not None:  # our wrapper is on top: add to its list
        guards.append(guard)
        entry = guards[-1]

        def undo_added():
            if vars(dispatcher).get("call_tool", _ABSENT) is not current or guards[-1] is not entry:
                raise RuntimeError("a newer guard is installed; undo it first")
            guards.pop()

        return undo_added

    original = dispatcher.call_tool
    guards = [guard]

    def wrapper(block):
        for each in list(guards):
            verdict = each(block)
            if verdict is not None:
                return verdict
        return original(block)

    wrapper._guards = guards
    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper or len(guards) != 1:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        if current is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = current

    return undo
