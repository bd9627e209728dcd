# Breaks: the block is "a plain `dict` of JSON values here, of any shape (...: the wrapper
# reads none of it)": the wrapper refuses a block whose "input" is not a JSON object
# (type-confusion hardening). Input: {"type": "tool_use", "id": "t1", "name": "x",
# "input": [1, 2]} raises TypeError; guard and original are never asked.
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        if not isinstance(block.get("input", {}), dict):
            raise TypeError("a tool_use input must be a JSON object")
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is still installed")
        if saved is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
