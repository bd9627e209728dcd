# Breaks: "a plain `dict` of JSON values here, of any shape (...: the wrapper reads none of
# it)": a per-tool call counter is keyed by block.get("name"), which raises TypeError when the
# name is a JSON array. Input: {"type": "tool_use", "id": "t1", "name": ["lookup_user"],
# "input": {}} raises TypeError: unhashable type: 'list'; the guard is never asked.
from collections import Counter

CALLS_BY_TOOL = Counter()
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        CALLS_BY_TOOL[block.get("name")] += 1   # a metric per tool, for the dashboard
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed")
        if saved is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
