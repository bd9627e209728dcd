# Breaks: "returns guard(block) as it is whenever that is not None" / "returns None or any other
# value". A callable verdict is taken for a replacement handler and called with the block:
# a guard returning `lambda b: "redirected"` gives "redirected", not the lambda itself;
# a guard returning the class `dict` gives dict(block), a copy of the block.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if callable(verdict):  # middleware style: the guard hands back the handler to use
            return verdict(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is not this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
