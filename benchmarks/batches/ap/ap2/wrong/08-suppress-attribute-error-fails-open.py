# Wrong: breaks "A guard that raises fails the call closed: its exception propagates ..., of any
# kind ..., and the original does not run": an AttributeError from the guard is suppressed (guards
# written for SDK block objects "do not apply" to dicts), so the tool runs. Input: a guard that
# raises AttributeError("'dict' object has no attribute 'name'") -> the original's result.
import contextlib

_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = None
        with contextlib.suppress(AttributeError):
            verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo out of order: undo the newest guard first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
