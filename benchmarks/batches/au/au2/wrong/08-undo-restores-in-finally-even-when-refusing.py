# Breaks: "it raises an exception with a message instead of dropping the newer guard ..., and
# changes nothing". The restore sits in a `finally`, so it also runs when the check raises.
# Input: undo_a = install_guard(d, ga); install_guard(d, gb); undo_a() -> RuntimeError, but
# call_tool is already back to the class's method and gb's guard is gone.
_ABSENT = object()


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        try:
            if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
                raise RuntimeError("undo() out of order: a newer guard is installed on top of this one")
        finally:
            if previous is _ABSENT:
                vars(dispatcher).pop("call_tool", None)
            else:
                dispatcher.call_tool = previous

    return undo
