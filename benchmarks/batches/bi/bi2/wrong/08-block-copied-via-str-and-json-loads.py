# Wrong: "The guard and the original get the block alone ... (they may get an equal copy,
# never a frozen one)". The block is copied for them with json.loads(str(block).replace("'",
# '"')), which fails on True/False/None and apostrophes: a block whose input is
# {"confirm": True} (or {"note": "it's"}) makes the call raise JSONDecodeError; the guard is
# never asked.
import json

_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        private = json.loads(str(block).replace("'", '"'))
        verdict = guard(private)
        if verdict is not None:
            return verdict
        return original(private)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on top")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
