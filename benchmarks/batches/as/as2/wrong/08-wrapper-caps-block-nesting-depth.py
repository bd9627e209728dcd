# Breaks: the block is "a plain `dict` of JSON values here, of any shape (...: the wrapper
# reads none of it)": the wrapper refuses blocks nested deeper than 32 levels (JSON-bomb habit).
# Input: {"type": "tool_use", "id": "t1", "name": "x", "input": n} where n is {"a": {"a": ...}}
# 40 levels deep raises ValueError; guard and original are never asked.
_NOTHING = object()
_MAX_DEPTH = 32


def _depth(value, level=0):
    if level > _MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level + 1)
    if isinstance(value, (list, tuple)):
        return max((_depth(v, level + 1) for v in value), default=level + 1)
    return level


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        if _depth(block) > _MAX_DEPTH:
            raise ValueError("tool_use block nests too deeply")
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("undo() out of order: another guard was installed after this one")
        if saved is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
