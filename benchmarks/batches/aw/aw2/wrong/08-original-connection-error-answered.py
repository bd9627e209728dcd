# Wrong: breaks "when the original raises, its exception propagates too (wrapped or not, of
# any kind), after one run": a ConnectionError from the tool is turned into an is_error
# tool_result, so an original raising ConnectionRefusedError("desk API refused") returns
# {"type": "tool_result", ..., "is_error": True, ...} instead of raising.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            return original(block)
        except ConnectionError as exc:  # the backend is down: tell the model, keep the agent up
            return {"type": "tool_result", "tool_use_id": block.get("id", ""), "is_error": True,
                    "content": f"the tool's service is unreachable: {exc}"}

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("cannot undo: a newer call_tool is installed")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
