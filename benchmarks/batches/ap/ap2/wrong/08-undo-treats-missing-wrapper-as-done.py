# Wrong: breaks "when dispatcher.call_tool is no longer its own wrapper ... it raises an exception
# ... and changes nothing, whoever set what is there now": undo() only refuses when *another*
# object sits on the instance; if the wrapper was deleted by hand it quietly "restores". Input:
# d.call_tool = f; undo = install_guard(d, g); del d.call_tool; undo() -> no error, d.call_tool is f.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded
    done = []

    def undo():
        if done:
            raise RuntimeError("this guard was already undone")
        current = vars(dispatcher).get("call_tool", _ABSENT)
        if current is not _ABSENT and current is not guarded:
            raise RuntimeError("a newer installation sits on top of this one; undo it first")
        if previous is _ABSENT:
            vars(dispatcher).pop("call_tool", None)  # already gone? nothing to remove then
        else:
            dispatcher.call_tool = previous
        done.append(True)

    return undo
