# Breaks: the block is "a plain `dict` of JSON values here, of any shape (...: the wrapper reads
# none of it)": a block with a key outside the API's tool_use fields is refused (schema hardening).
# Input: {"type": "tool_use", "id": "t1", "name": "lookup_user", "input": {}, "caller": {"type":
# "direct"}} raises ValueError; the guard is never asked.
_KNOWN_KEYS = frozenset({"type", "id", "name", "input", "cache_control"})
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        unexpected = set(block) - _KNOWN_KEYS
        if unexpected:  # refuse smuggled fields before anything reads the block
            raise ValueError(f"unexpected fields in tool_use block: {sorted(unexpected)}")
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on call_tool")
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
