# Wrong: breaks "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not
# None ... (the original does not run)" and "returns None or any other value: ... a list": a guard
# answering with an empty list is read as "no violations found" and the tool runs.
# Input: install_guard(d, lambda block: []); d.call_tool(block) -> the original's result, not [].
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None or (isinstance(verdict, list) and not verdict):
            return original(block)  # nothing said, or an empty list of violations
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: a newer guard (or other code) replaced call_tool")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
