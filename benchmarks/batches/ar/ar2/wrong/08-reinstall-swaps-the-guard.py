# Breaks: "Installing twice must stack: the newest guard runs first" (the older one still asked
# after it). A second install on a guarded dispatcher swaps the guard inside the existing wrapper:
# install g1 (returns {"denied": 1}), then g2 (returns None): call_tool(block) runs the tool
# instead of returning {"denied": 1}; undo() of g1 out of order does not raise either.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    current = vars(dispatcher).get("call_tool", _ABSENT)
    slot = getattr(current, "_guard_slot", None)
    if slot is not None:  # already wrapped by us: just use the new guard
        previous_guard = slot[0]
        slot[0] = guard

        def undo_swap():
            if vars(dispatcher).get("call_tool", _ABSENT) is not current:
                raise RuntimeError("call_tool was replaced since; undo the newest first")
            slot[0] = previous_guard

        return undo_swap

    original = dispatcher.call_tool
    slot = [guard]

    def wrapper(block):
        verdict = slot[0](block)
        if verdict is not None:
            return verdict
        return original(block)

    wrapper._guard_slot = slot
    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        if current is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = current

    return undo
