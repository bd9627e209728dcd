# Breaks: "(it may lack id or name: the wrapper reads none of it ...), and it is left as it came, in the
# caller's dict too". A block without an "id" gets one set on it before the guard runs, so
# {"type": "tool_use", "name": "lookup_user", "input": {}} comes back to the caller with an "id" key.
import uuid

_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        block.setdefault("id", f"toolu_{uuid.uuid4().hex[:24]}")  # every answer needs an id
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: another call_tool was installed over this guard")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
