# Wrong: breaks "A guard that raises fails the call closed: its exception propagates ..., of any
# kind ..., and the original does not run": with Claude Code's habit (exit 0 = allow), a guard
# that calls sys.exit(0) is read as "no objection" and the tool runs. Input: a guard raising
# SystemExit(0) -> d.call_tool(block) returns the original's result instead of raising.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except SystemExit as exit_:
            if exit_.code not in (0, None):
                raise
            verdict = None  # exit 0: the hook allows the call, as in Claude Code
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: dispatcher.call_tool is not this guard's wrapper")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
