# Breaks: "a plain `dict` of JSON values here, of any shape (it may lack `id` or `name`: the
# wrapper reads none of it)": a debug line reads block["id"] eagerly (the argument is built
# even when DEBUG is off). Input: {"type": "tool_use", "name": "lookup_user", "input": {}}
# (no id) raises KeyError: 'id'; the guard is never asked.
import logging

log = logging.getLogger(__name__)
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        log.debug("guard %r asked about call %s", guard, block["id"])
        verdict = guard(block)
        if verdict is not None:
            log.debug("guard answered call %s itself", block["id"])
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("undo() called out of order; undo the newer guard first")
        if saved is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
