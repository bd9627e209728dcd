# Right: the original is saved before call_tool is replaced; the wrapper asks guard(block) once
# per call and returns any non-None answer as it is (no truth test), else runs the saved original
# once; exceptions are not caught. undo() checks that the instance's own call_tool is still this
# wrapper (else raises RuntimeError with a message, changing nothing), then restores the saved own
# object (falsy or None too) or deletes the attribute when there was none. No bookkeeping attrs.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = dispatcher.__dict__.get("call_tool", _ABSENT)
    original = dispatcher.call_tool  # step 1: save, before anything changes

    def guarded_call_tool(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded_call_tool  # step 2: replace

    def undo():
        if dispatcher.__dict__.get("call_tool", _ABSENT) is not guarded_call_tool:
            raise RuntimeError(
                "undo() refused: dispatcher.call_tool is no longer this guard's wrapper "
                "(undo the newer installation first, or this one was undone already)"
            )
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
