# Breaks: "A guard that raises fails the call closed: its exception propagates (wrapped or not
# ...)". Go habit: an error is a value, so the guard's exception is returned as the call's answer.
# Input: guard raising ValueError("policy store down") -> d.call_tool(block) returns that ValueError
# object instead of raising (the original does not run).
_ABSENT = object()


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        try:
            verdict = guard(block)
        except Exception as err:
            return err  # the caller sees what went wrong, and the tool never ran
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: another wrapper sits on top of this guard")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
