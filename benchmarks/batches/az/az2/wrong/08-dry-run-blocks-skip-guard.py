# Breaks "the guard is asked for every block, each time, whatever its type": a block whose
# input asks for a dry run ("dry_run": true) changes nothing, so it goes straight to the
# original. Input: a guard returning "no" and the block {"type": "tool_use", "id": "t1",
# "name": "issue_refund", "input": {"amount_eur": 5, "dry_run": True}}: the tool runs.
_MISSING = object()


def _is_dry_run(block):
    tool_input = block.get("input") if isinstance(block, dict) else None
    return isinstance(tool_input, dict) and tool_input.get("dry_run") is True


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        if not _is_dry_run(block):
            verdict = guard(block)
            if verdict is not None:
                return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
