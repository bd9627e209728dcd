# Breaks: "returns guard(block) as it is whenever that is not None" (bytes ... never decoded;
# any value). A bytearray verdict is frozen into bytes so nobody can change it later:
# a guard returning bytearray(b"no") gives b"no", not that bytearray.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if isinstance(verdict, (bytearray, memoryview)):
            return bytes(verdict)  # an answer must not change after the guard gave it
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
