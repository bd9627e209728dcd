# Breaks: "install_guard and undo() change call_tool only ...: other attributes stay as they are".
# undo() puts back a snapshot of the whole instance dict taken at install, so attributes set
# since are reverted: install, then `dispatcher.note = "x"`, then undo() leaves no `note`.
_ABSENT = object()


def install_guard(dispatcher, guard):
    snapshot = dict(vars(dispatcher))
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return verdict if verdict is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: another wrapper is on top of this one")
        state = vars(dispatcher)
        state.clear()
        state.update(snapshot)  # exactly what was there, call_tool included (or absent)

    return undo
