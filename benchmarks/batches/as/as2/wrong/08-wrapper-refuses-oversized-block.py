# Breaks: the block is "a plain `dict` of JSON values here, of any shape (...: the wrapper
# reads none of it)": blocks over 1 MB of JSON are refused (request-size hardening).
# Input: {"type": "tool_use", "id": "t1", "name": "x", "input": {"text": "x" * 2_000_000}}
# raises ValueError; guard and original are never asked.
import json

_NOTHING = object()
_MAX_BYTES = 1_000_000


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        if len(json.dumps(block, default=str)) > _MAX_BYTES:
            raise ValueError("tool_use block too large")
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is on top")
        if saved is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
