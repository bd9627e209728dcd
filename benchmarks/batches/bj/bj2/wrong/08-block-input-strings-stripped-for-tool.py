# Breaks "The guard and the original get the block alone ... (they may get an equal copy, never
# a frozen one ...)": the original gets a copy whose input strings are stripped. Input: block
# {"type": "tool_use", "id": "t1", "name": "lookup_user", "input": {"user_id": " u_004 "}} with a
# guard returning None: the original receives {"user_id": "u_004"}, not an equal copy.
_MISSING = object()


def _tidy(block):
    arguments = block.get("input")
    if not isinstance(arguments, dict):
        return block
    return {**block, "input": {key: value.strip() if isinstance(value, str) else value
                               for key, value in arguments.items()}}


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(_tidy(block))

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
