# Breaks: "returns guard(block) as it is whenever that is not None" and "returns None or any other
# value: ... a list, a string ..., a number, False or 0, bytes, NotImplemented". Schema habit
# (pydantic): anything but a tool_result dict is refused. Input: guard = lambda b: "no" (or 0, or
# []) -> TypeError instead of returning "no".
_ABSENT = object()


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if not (isinstance(verdict, dict) and verdict.get("type") == "tool_result"):
            raise TypeError(f"guard must return None or a tool_result dict, got {type(verdict).__name__}")
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool is not this guard's wrapper")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
