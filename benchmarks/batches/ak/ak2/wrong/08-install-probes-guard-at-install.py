# Breaks: "the guard is asked for every block, each time" / "A guard that raises ... it is asked
# once": the guard is asked only about the calls made. It is smoke-tested at install with a
# dummy block. Input: a guard that records and raises; install, then one call -> the guard was
# asked twice (the probe {"type": "tool_use", "id": "probe", ...} and the call).
_MISSING = object()
_PROBE = {"type": "tool_use", "id": "toolu_probe", "name": "probe", "input": {}}


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    try:
        guard(dict(_PROBE))  # make sure it is callable with one block before relying on it
    except Exception:
        pass  # its failures are for real calls to report
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
