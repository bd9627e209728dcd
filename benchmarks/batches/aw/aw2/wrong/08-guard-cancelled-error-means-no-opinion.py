# Wrong: breaks "A guard that raises fails the call closed: its exception propagates ...,
# of any kind ..., and the original does not run": asyncio.CancelledError from the guard
# (its check was cancelled) is taken as "no opinion", so a guard raising
# asyncio.CancelledError() runs the tool and returns its result.
import asyncio

_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        try:
            verdict = guard(block)
        except asyncio.CancelledError:
            verdict = None  # the check was cancelled, it did not say no
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("cannot undo: call_tool was replaced after this install")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
