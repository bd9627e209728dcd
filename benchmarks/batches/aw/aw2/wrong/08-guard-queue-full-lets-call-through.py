# Wrong: breaks "A guard that raises fails the call closed: its exception propagates ...,
# of any kind ..., and the original does not run": queue.Full (an audit queue that is
# backed up) is treated as harmless and the call goes on, so a guard raising queue.Full()
# runs the tool and returns its result.
import queue

_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        try:
            verdict = guard(block)
        except queue.Full:
            verdict = None  # only the audit backlog is full; the check itself did not object
        if verdict is None:
            return original(block)
        return verdict

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("cannot undo out of order: a newer call_tool is installed")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
