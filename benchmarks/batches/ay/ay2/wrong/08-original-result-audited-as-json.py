# Breaks: "otherwise what the saved original returns ..., whatever it is": each tool result is written to an
# audit log as json.dumps(result), evaluated eagerly, so a result JSON cannot encode makes the call raise.
# Input: a dispatcher whose call_tool returns b"raw bytes" (or a set, or any object), guard = lambda b: None:
# dispatcher.call_tool(block) raises TypeError ("Object of type bytes is not JSON serializable").
import json
import logging

_audit = logging.getLogger("install_guard.audit")
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        _audit.debug("tool result: %s", json.dumps(result))
        return result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
