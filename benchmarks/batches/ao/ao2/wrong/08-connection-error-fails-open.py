# Breaks "A guard that raises fails the call closed: its exception propagates ... and the
# original does not run": a ConnectionError (the policy service down) is taken as "no
# verdict", so a guard raising ConnectionError("policy service unreachable") lets the tool run.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except ConnectionError:
            verdict = None  # an outage of the policy service must not stop the agent
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
