# Breaks "A guard that raises fails the call closed: its exception propagates (...), of any kind
# (...), and the original does not run": NotImplementedError is read as "this guard has no rule
# for this block". Input: a guard raising NotImplementedError("no rule for issue_refund") lets
# the original run and returns its result.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            answer = guard(block)
        except NotImplementedError:
            answer = None  # the guard does not cover this tool
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: another call_tool is installed on top")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
