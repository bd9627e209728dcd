# Breaks "Installing twice must stack: the newest guard runs first": one wrapper per
# dispatcher keeps its guards in a dict keyed by the guard's __qualname__ (so re-installing a
# policy replaces it), and two different lambdas written in one place share that name.
# Input: g1 = lambda b: "first"; g2 = lambda b: None (same function); install_guard(d, g1);
# install_guard(d, g2): call_tool(block) runs the tool, g1 was replaced and is never asked.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    current = vars(dispatcher).get("call_tool", _MISSING)
    guards = getattr(current, "guards_by_name", None)
    if guards is None:  # first install: put one wrapper in place
        saved = current
        original = dispatcher.call_tool
        guards = {}

        def guarded(block):
            for each in reversed(list(guards.values())):  # newest first
                verdict = each(block)
                if verdict is not None:
                    return verdict
            return original(block)

        guarded.guards_by_name = guards
        guarded.saved = saved
        dispatcher.call_tool = guarded
        current = guarded
    wrapper = current
    name = getattr(guard, "__qualname__", None) or repr(guard)
    guards.pop(name, None)  # the same policy installed again replaces itself
    guards[name] = guard

    def undo():
        if (
            vars(dispatcher).get("call_tool", _MISSING) is not wrapper
            or not guards
            or list(guards)[-1] != name
            or guards[name] is not guard
        ):
            raise RuntimeError("undo() out of order: a newer guard is installed on top of this one")
        del guards[name]
        if not guards:
            if wrapper.saved is _MISSING:
                del dispatcher.call_tool
            else:
                dispatcher.call_tool = wrapper.saved

    return undo
