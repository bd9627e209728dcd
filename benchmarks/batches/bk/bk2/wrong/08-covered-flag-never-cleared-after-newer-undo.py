# Wrong: "Installing twice must stack" and "undo() puts back exactly what was there"; only an undo out
# of order, or a second one, may raise. A newer install marks the wrapper below it "covered", and the
# mark is never cleared when the newer one is undone: undo_1 = install_guard(d, g1);
# undo_2 = install_guard(d, g2); undo_2(); undo_1() raises although the order was right.
_MISSING = object()
_MARK = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool
    if getattr(original, "_guard_mark", None) is _MARK:
        original._covered = True  # a newer guard now sits on top of it

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    wrapper._guard_mark = _MARK
    wrapper._covered = False
    dispatcher.call_tool = wrapper

    def undo():
        if wrapper._covered or vars(dispatcher).get("call_tool", _MISSING) is not wrapper:
            raise RuntimeError("undo() out of order: a newer guard is installed above this one")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
