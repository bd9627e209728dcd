# Breaks "it raises an exception with a message instead of dropping the newer guard (not an
# assert, which python -O removes ...)": the order check sits under `if __debug__`, so under
# `python -O`, install A, install B, then undo_A() silently puts back the original and B is gone.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if __debug__ and vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: a newer install_guard is on top of this one")
        if own is _ABSENT:
            vars(dispatcher).pop("call_tool", None)
        else:
            dispatcher.call_tool = own

    return undo
