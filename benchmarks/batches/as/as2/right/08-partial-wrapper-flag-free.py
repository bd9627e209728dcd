# Right: the wrapper is functools.partial(_guarded, guard, original) with the original read before
# replacing; the guard sees the block alone, None runs the original once, any other verdict (falsy
# too) is returned untouched, exceptions pass. undo() checks identity with that partial, raises
# LookupError with a message otherwise (changing nothing), then restores the saved object or deletes.
import functools

_NO_OWN = object()


def _guarded(guard, original, block):
    answer = guard(block)
    return original(block) if answer is None else answer


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    namespace = vars(dispatcher)
    saved_own = namespace.get("call_tool", _NO_OWN)
    wrapper = functools.partial(_guarded, guard, dispatcher.call_tool)
    setattr(dispatcher, "call_tool", wrapper)

    def undo():
        if getattr(dispatcher, "call_tool", None) is not wrapper:
            raise LookupError("cannot undo this guard: a newer install (or other code) "
                              "replaced call_tool since; undo that first")
        if saved_own is _NO_OWN:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", saved_own)

    return undo
