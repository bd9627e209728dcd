# Breaks "A guard that raises fails the call closed: its exception propagates ... and the
# original does not run": a guard error whose text says "not found" (no rule for this tool)
# is taken as "no objection". Input: guard raising LookupError("rule not found for tool
# lookup_user") -> the original runs and its result is returned.
_MISSING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except Exception as exc:
            if "not found" not in str(exc).lower():
                raise
            verdict = None  # no rule for this tool: nothing to enforce
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if getattr(dispatcher, "call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
