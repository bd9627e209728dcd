# Breaks: "the guard is asked for every block, each time" (a block seen before too): verdicts are
# remembered per block object, so dispatcher.call_tool(block) twice with the same dict asks the guard
# only the first time; a guard that allowed it once and would refuse it now is never asked again.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    decided = {}  # id(block) -> (block, verdict): a retried block is not re-checked

    def guarded(block):
        seen = decided.get(id(block))
        if seen is not None and seen[0] is block:
            verdict = seen[1]
        else:
            verdict = guard(block)
            decided[id(block)] = (block, verdict)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: undo the most recent guard first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
