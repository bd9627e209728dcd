# Wrong: breaks "it raises an exception with a message instead of dropping the newer guard". The
# refusal is a bare class: undo_a = install_guard(d, ga); install_guard(d, gb); undo_a() raises
# RuntimeError whose str() is "" (nothing changes, which is right). In-order undo is right.

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
