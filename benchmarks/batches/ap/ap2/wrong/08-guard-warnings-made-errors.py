# Wrong: breaks "`None` lets the saved original run, and its result is returned": the guard runs
# with warnings turned into errors ("a guard that warns is unsure: fail closed"), so a guard that
# warns and returns None raises instead. Input: a guard doing warnings.warn("field is deprecated",
# DeprecationWarning) then returning None -> DeprecationWarning raised, the original never runs.
import warnings

_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo out of order: call_tool is not this guard's wrapper")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
