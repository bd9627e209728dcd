# Breaks: `dispatcher.call_tool(block)` "returns guard(block) as it is whenever that is not None".
# Logic pasted from exercise 6: a Deny verdict is turned into its synthetic tool_result:
# a guard returning Deny("refunds paused") makes the call return a dict, not that Deny.
from toolhooks import Deny
from toolhooks.results import synthetic_error_result

_ABSENT = object()


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if isinstance(verdict, Deny):
            return synthetic_error_result(block["id"], verdict)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: a newer wrapper is installed on call_tool")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
