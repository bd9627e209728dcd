# Breaks: "when dispatcher.call_tool is no longer its own wrapper (an undo() out of order, or a
# second undo()), it raises ... and changes nothing". The restore branch returns before the check.
# Input: d.call_tool = d.call_tool (an own attribute); undo_a = install_guard(d, ga);
# install_guard(d, gb); undo_a() -> no exception, and gb's guard is dropped.
_ABSENT = object()


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if previous is not _ABSENT:
            dispatcher.call_tool = previous
            return
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: undo the newest guard first")
        del dispatcher.call_tool

    return undo
