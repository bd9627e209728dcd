# Breaks: "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not None
# (even {}, "", False or 0; the original does not run)". Claude Code habit: empty stdout means "no
# objection", so "" (and b"") let the tool run. Input: guard = lambda block: "" -> the original
# runs and its result is returned instead of "".
_ABSENT = object()


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        verdict = guard(block)
        if verdict in (None, "", b""):  # nothing printed: no objection
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: a newer guard (or other code) replaced call_tool; undo that first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
