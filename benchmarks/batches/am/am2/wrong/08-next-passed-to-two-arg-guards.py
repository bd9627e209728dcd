# Breaks: "The guard and the original get the block alone, positionally". Middleware-style, a
# guard whose signature takes a second positional parameter is handed the original as
# "next": def guard(block, note=None) is called guard(block, <original>), so note is the
# original tool instead of None.
import inspect

_ABSENT = object()


def _takes_next(guard):
    try:
        parameters = inspect.signature(guard).parameters.values()
    except (TypeError, ValueError):
        return False
    positional = [p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return len(positional) >= 2


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    with_next = _takes_next(guard)

    def guarded(block):
        answer = guard(block, original) if with_next else guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError(
                "cannot undo this guard: call_tool was replaced after it; undo the newer one first"
            )
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
