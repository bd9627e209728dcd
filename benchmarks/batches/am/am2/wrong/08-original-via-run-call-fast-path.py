# Breaks: "what the saved original returns (the object that was there, called as it is)" and "the
# wrapper reads none of it". Copying toolhooks' runner_for, a Dispatcher's call_tool is bypassed for
# run_call: on build_support_dispatcher()'s desk, {"type": "tool_use", "id": "toolu_01", "name":
# "lookup_user"} (no input) gets a schema error, not call_tool's "Invalid tool call"; no "id": KeyError.
from toolhooks import Dispatcher

_ABSENT = object()


def _runner(original):
    owner = getattr(original, "__self__", None)
    if isinstance(owner, Dispatcher) and getattr(original, "__func__", None) is Dispatcher.call_tool:
        # as toolhooks.wrapper.runner_for: skip parsing the block a second time
        return lambda block: owner.run_call(block["id"], block["name"], block.get("input", {}))
    return original


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    run = _runner(original)

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return run(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError(
                "cannot undo this guard: call_tool was replaced after it; undo the newer one first"
            )
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
