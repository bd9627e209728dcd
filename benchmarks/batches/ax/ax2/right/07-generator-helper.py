# Right: a generator yields one answer per "tool_use" block, lazily and in order (one call each, one at
# a time); a BaseException leaves it and list() untouched and stops the turn. An Exception becomes a
# new dict: the block's id, is_error True, "Tool call raised <Class>: <message>" holding str(exc)
# (or args[0] when it is the one str arg) unaltered: never blank, never starting BLOCKED:.


def _answers(call_tool, blocks):
    for block in blocks:
        if block.get("type") == "tool_use":
            try:
                yield call_tool(block)
            except Exception as exc:
                first = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], str) else None
                message = first if first is not None else str(exc)
                yield dict(type="tool_result", tool_use_id=block["id"], is_error=True,
                           content=f"Tool call raised {exc.__class__.__qualname__}: {message}")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return dict(role="user", content=list(_answers(call_tool, content)))
