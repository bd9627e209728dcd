# Wrong: breaks "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not
# None ... any other value". An Enum verdict is unwrapped to its .value, so a guard returning
# Verdict.BLOCK of `class Verdict(enum.Enum): BLOCK = "blocked"` makes call_tool return the
# string "blocked", not Verdict.BLOCK (they are not even equal).
import enum

_NOTHING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if isinstance(verdict, enum.Enum):  # hand the caller plain data
            return verdict.value
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool sits on top of this guard")
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
