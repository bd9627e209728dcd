# Wrong: breaks "otherwise what the saved original returns ..., run once per call": after three
# failures in a row the original is no longer run (a circuit breaker) and a canned error result
# comes back. Input: guard returning None, an original that raises on its first three calls and
# then answers -> the 4th d.call_tool(block) returns the "circuit open" result, the tool never runs.
_ABSENT = object()
_LIMIT = 3


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    failures = [0]

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        if failures[0] >= _LIMIT:  # the tool keeps failing: stop hammering it
            return {"type": "tool_result", "tool_use_id": block.get("id"), "is_error": True,
                    "content": "The tool is unavailable right now (circuit open)."}
        try:
            result = original(block)
        except Exception:
            failures[0] += 1
            raise
        failures[0] = 0
        return result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool is no longer this guard's wrapper")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
