# Breaks "the saved original ... (the object that was there, called as it is ...)" and "`undo()`
# puts back exactly what was there": the learner saves copy.copy() of it. Input: `d.call_tool =
# counter` (a callable instance counting its calls); install_guard(d, lambda b: None); one call
# leaves counter.calls == 0, and after undo() vars(d)["call_tool"] is not counter.
import copy

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    original = copy.copy(dispatcher.call_tool)  # save before replace: our own copy

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
