# Breaks: "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not None".
# `verdict == None` asks the verdict's own __eq__, so a value that claims equality with everything
# counts as "no opinion". Input: guard = lambda b: unittest.mock.ANY: the original runs and its
# result comes back instead of ANY (ANY is not None, but ANY == None is True).
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = getattr(dispatcher, "__dict__", None)
    previous = own.get("call_tool", _ABSENT) if own is not None else dispatcher.call_tool
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict == None:  # noqa: E711  (no opinion: let the tool run)
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("cannot undo: a newer guard (or other code) replaced call_tool")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
