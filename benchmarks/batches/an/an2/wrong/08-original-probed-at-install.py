# Breaks: "`None` lets the saved original run" (only then) and "run once per call". The original is
# called once at install with a probe block, to check the dispatcher answers before wrapping it.
# Input: a dispatcher whose call_tool records every block it gets; install_guard(d, g) alone ->
# the original has already run once (on the probe), before any call.
_ABSENT = object()
_PROBE = {"type": "tool_use", "id": "toolu_probe", "name": "__install_probe__", "input": {}}


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    try:
        original(dict(_PROBE))  # health check: a dead dispatcher should fail here, not mid-session
    except Exception:
        pass
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo out of order: call_tool is no longer this guard's wrapper")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
