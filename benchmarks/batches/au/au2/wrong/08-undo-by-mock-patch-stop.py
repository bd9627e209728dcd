# Breaks: "when dispatcher.call_tool is no longer its own wrapper (an undo() out of order, or a
# second undo()), it raises an exception ... and changes nothing". Test habit: unittest.mock's
# patch.object(...).stop restores without looking at what is there. Input: undo_a =
# install_guard(d, ga); install_guard(d, gb); undo_a() -> no exception, gb's wrapper is gone.
from unittest import mock


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    patcher = mock.patch.object(dispatcher, "call_tool", guarded)
    patcher.start()
    return patcher.stop
