# Breaks: "The guard and the original get the block ... and it is left as it came, in the caller's dict
# too". The API's "cache_control" marker is popped off the block before the guard sees it, so a block
# {"type": "tool_use", "id": "toolu_01", "name": "lookup_user", "input": {}, "cache_control":
# {"type": "ephemeral"}} comes back to the caller without its "cache_control" key.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        block.pop("cache_control", None)  # prompt-caching metadata, not part of the call
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo out of order: undo the most recent install_guard first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
