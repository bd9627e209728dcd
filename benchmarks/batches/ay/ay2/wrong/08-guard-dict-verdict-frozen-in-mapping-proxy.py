# Breaks: "`dispatcher.call_tool(block)` returns `guard(block)` as it is whenever that is not `None`": a dict
# verdict is wrapped in a read-only MappingProxyType "so nothing downstream edits the refusal".
# Input: guard = lambda b: refusal, refusal = {"type": "tool_result", "tool_use_id": "toolu_01", "is_error": True,
# "content": "no"}: call_tool(block) is not refusal (an equal mappingproxy, no dict: json.dumps raises TypeError).
from types import MappingProxyType

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return MappingProxyType(verdict) if isinstance(verdict, dict) else verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
