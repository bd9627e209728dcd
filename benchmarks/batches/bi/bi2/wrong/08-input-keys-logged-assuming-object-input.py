# Wrong: the block is "a plain dict of JSON values here, of any shape ... the wrapper reads
# none of it". Only the input's keys are logged (never the values: secrets), via
# block.get("input", {}).keys(); a block whose input is not an object, e.g.
# {"type": "tool_use", "id": "t", "name": "n", "input": None} or "input": ["a"], makes the
# call raise AttributeError before the guard is asked.
import logging

_NOTHING = object()
log = logging.getLogger("install_guard")


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        log.debug("guarding %s with input keys %s", block.get("name"),
                  sorted(block.get("input", {}).keys()))
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
