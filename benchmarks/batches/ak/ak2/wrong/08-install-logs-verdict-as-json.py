# Breaks: "returns guard(block) as it is whenever that is not None" for a guard returning "any
# other value: ... bytes, NotImplemented". Each verdict goes to an audit log as a JSON line
# first. Input: a guard returning b"no" (or NotImplemented, or a set) -> json.dumps raises
# TypeError and the call fails instead of returning b"no".
import json

_MISSING = object()
AUDIT = []


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        AUDIT.append(json.dumps({"verdict": verdict}))
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
