# Breaks "returns guard(block) as it is ... a string ("", " no\n", "{}" too: never stripped or
# decoded)": a guard answering JSON text (as policy services do) has it parsed into a value.
# Input: a guard returning '{"type": "tool_result", "content": "no"}' (or "{}"): call_tool
# returns the dict {"type": "tool_result", "content": "no"} (or {}), not the string.
import json

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if isinstance(verdict, str) and verdict.lstrip().startswith(("{", "[")):
            try:
                return json.loads(verdict)  # a JSON answer: hand back the value it holds
            except ValueError:
                pass
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
