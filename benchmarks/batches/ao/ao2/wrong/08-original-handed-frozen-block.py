# Breaks "The guard and the original get the block alone ... they may get an equal copy,
# never a frozen one": the original gets toolhooks' deep frozen copy, so for a block whose
# input is {"evidence": ["chat"]} it receives a FrozenDict holding the tuple ("chat",).
from toolhooks.readonly import freeze

_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(freeze(block))  # the tool must not edit the caller's dict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
