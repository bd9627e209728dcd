# Breaks: "returns `guard(block)` as it is whenever that is not `None` (... a list ...)": a list verdict is turned
# into a tuple "so a caller cannot append to the refusal".
# Input: guard = lambda b: ["denied", "ask a human"]; dispatcher.call_tool(block) returns
# ("denied", "ask a human"), which is not even equal to the list the guard returned.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        return tuple(verdict) if isinstance(verdict, list) else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer install_guard is on top; undo that one first")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
