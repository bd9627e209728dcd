# Right: a generator yields, in order, exactly what call_tool(block) returned for each block whose "type" is
# "tool_use" (only those), the block passed as it is, one call at a time; an Exception (StopIteration too, caught
# before the generator could turn it into RuntimeError) becomes a fresh is_error result with the block's id and
# "<Class> raised by the tool call: <str(exc)>" (never blank), the loop goes on; BaseExceptions propagate at once.
from collections.abc import Mapping


def _failure(tool_use_id, exc):
    message = str(exc)
    text = f"{type(exc).__name__} raised by the tool call"
    if message:
        text += ": " + message
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def _answers(call_tool, content):
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            answer = _failure(block["id"], exc)
        yield answer


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {"role": "user", "content": list(_answers(call_tool, content))}
