# Breaks: "the guard is asked for every block, each time, whatever its type" and "A guard, any callable
# (..., whatever attributes it carries ...)". A guard carrying `tools` is only asked about those tools:
# with guard.tools = ("issue_refund",) and a guard refusing everything, a "lookup_user" block runs the
# original instead of returning the guard's refusal.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    scope = getattr(guard, "tools", None)  # a guard may say which tools it is about

    def guarded(block):
        if scope is None or block.get("name") in scope:
            verdict = guard(block)
            if verdict is not None:
                return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: a newer installation sits on top of this guard")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
