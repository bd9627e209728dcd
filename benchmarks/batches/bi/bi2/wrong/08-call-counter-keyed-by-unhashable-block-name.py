# Wrong: "The guard and the original get the block alone ... a plain dict of JSON values here,
# of any shape (it may lack id or name: the wrapper reads none of it)". Calls are counted per
# tool name in a Counter (block.get, so a missing name is fine), but a block whose "name" is a
# list or object, e.g. {"type": "tool_use", "name": ["a"]}, makes the wrapper raise TypeError
# (unhashable) before the guard is asked.
from collections import Counter

CALLS = Counter()
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        CALLS[block.get("name")] += 1
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on top")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
