# Breaks "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not None
# (even {}, "", False or 0; the original does not run)": an int 0 is read as a hook's exit
# code "0 = allow" (Claude Code style), so a guard returning 0 lets the original run.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None or (type(verdict) is int and verdict == 0):  # exit status 0: go ahead
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
