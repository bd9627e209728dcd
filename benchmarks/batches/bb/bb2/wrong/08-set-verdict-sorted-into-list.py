# Breaks: "returns guard(block) as it is whenever that is not None". A set verdict is turned into
# a sorted list so it is JSON-friendly: a guard returning {"refund", "delete"} gives
# ["delete", "refund"], not the set.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if isinstance(verdict, (set, frozenset)):
            return sorted(verdict, key=repr)  # sets are not JSON; keep the answer serialisable
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is not this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
