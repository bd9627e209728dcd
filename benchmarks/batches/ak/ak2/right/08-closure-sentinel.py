# Right: saves the instance's own object (vars) or notes there was none, and the bound original;
# the wrapper asks guard(block) positionally each call and returns any non-None answer as is,
# else the original's result (one run). undo() raises RuntimeError with a message, changing
# nothing, unless call_tool is still this wrapper; then deletes it or puts the own object back.
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded_call_tool(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded_call_tool

    def undo():
        current = vars(dispatcher).get("call_tool", _NOTHING)
        if current is not guarded_call_tool:
            raise RuntimeError(
                "undo() out of order: call_tool is no longer this guard's wrapper; "
                "undo the newer installation first"
            )
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
