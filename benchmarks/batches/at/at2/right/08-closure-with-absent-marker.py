# Right: saves what was there (the instance's own object, falsy or None too, or the class's
# method bound to this dispatcher) before replacing it with a closure: guard(block) once, a
# non-None answer returned as it is, else the saved original once; exceptions propagate
# untouched; undo() raises LookupError unless the closure is still call_tool, then puts back exactly.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = dispatcher.__dict__.get("call_tool", _ABSENT)
    saved = dispatcher.call_tool

    def call_tool(block):
        verdict = guard(block)
        if verdict is None:
            return saved(block)
        return verdict

    setattr(dispatcher, "call_tool", call_tool)

    def undo():
        if dispatcher.__dict__.get("call_tool", _ABSENT) is not call_tool:
            raise LookupError("undo() out of order: a newer installation (or other code) owns call_tool now")
        if before is _ABSENT:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", before)

    return undo
