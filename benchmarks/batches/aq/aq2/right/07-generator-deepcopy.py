# Right: only blocks whose "type" is exactly "tool_use" are answered, one at a time in order, each by
# one call_tool(block) whose result is kept (deep-copied, so no dict is shared with the caller or
# another message); an Exception becomes an is_error result with block["id"] and a content naming the
# class and holding str(exc) untouched; BaseExceptions pass through; content is only read.
import copy


def _answers(call_tool, content):
    for block in content:
        if not isinstance(block, dict) or block.get("type") != "tool_use":
            continue
        try:
            returned = call_tool(block)
        except Exception as exc:  # KeyboardInterrupt, SystemExit, CancelledError are not caught
            yield {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the tool call raised {type(exc).__name__}: {exc}",
            }
        else:
            yield copy.deepcopy(returned)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {"role": "user", "content": list(_answers(call_tool, content))}
