# Right: the wrapper is functools.partial(_through, guard, saved), saved being getattr(dispatcher,
# "call_tool") before the swap; the guard is asked once with the block alone, saved(block) runs once
# only on None. A sentinel notes whether there was an own attribute (None and falsy ones count). undo()
# raises LookupError, changing nothing, unless call_tool is this very partial; else restores/deletes.
import functools

_MISSING = object()


def _through(guard, saved, block):
    answer = guard(block)
    if answer is None:
        return saved(block)
    return answer


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = vars(dispatcher).get("call_tool", _MISSING)
    wrapper = functools.partial(_through, guard, getattr(dispatcher, "call_tool"))
    setattr(dispatcher, "call_tool", wrapper)

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not wrapper:
            raise LookupError("this guard is not the newest on call_tool any more: undo the newer one first")
        if before is _MISSING:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", before)

    return undo
