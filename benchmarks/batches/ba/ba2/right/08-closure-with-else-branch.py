# Right: save-before-replace in a closure; the guard is called positionally once per call and a non-None
# verdict is returned as is (original skipped); exceptions are not caught anywhere, so they propagate;
# undo() compares the instance's own attribute with the wrapper by `is` and raises RuntimeError with a
# message when it differs (changing nothing), else puts back (setattr) or removes (delattr) exactly what was there.


def install_guard(dispatcher, guard):
    state = vars(dispatcher)
    had_own = "call_tool" in state
    previous = state["call_tool"] if had_own else None
    saved = dispatcher.call_tool

    def call_tool(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        else:
            return saved(block)

    setattr(dispatcher, "call_tool", call_tool)

    def undo():
        current = vars(dispatcher)
        if "call_tool" not in current or current["call_tool"] is not call_tool:
            raise RuntimeError("cannot undo this guard: call_tool has changed since it was installed")
        if had_own:
            setattr(dispatcher, "call_tool", previous)
        else:
            delattr(dispatcher, "call_tool")

    return undo
