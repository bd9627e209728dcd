# Right: the installed call_tool is a functools.partial of one module function over (guard,
# original), so the block is the only argument the caller passes; undo() restores the saved own
# attribute or deletes it, and only when the partial is still what the instance holds, else
# raises ValueError with a message and leaves everything as it is.
import functools

_ABSENT = object()


def _guarded_call(guard, original, block):
    verdict = guard(block)
    if verdict is None:
        return original(block)
    return verdict


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = dispatcher.__dict__.get("call_tool", _ABSENT)
    wrapper = functools.partial(_guarded_call, guard,
                                saved if saved is not _ABSENT else dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool", _ABSENT) is not wrapper:
            raise ValueError("refusing to undo: call_tool was replaced since this guard was "
                             "installed (or this undo already ran)")
        if saved is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
