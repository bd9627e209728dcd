# Breaks "The guard and the original get the block alone ... of any shape (it may lack `id` or
# `name`: the wrapper reads none of it; they may get an equal copy ...)": the wrapper fills in a
# missing "input" so guards can call .get on it. Input: call_tool({"type": "tool_use", "id":
# "toolu_01", "name": "faq"}) hands guard and original a block with an extra "input": {}.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        if "input" not in block:
            block = {**block, "input": {}}  # a copy: the caller's dict is left alone
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
