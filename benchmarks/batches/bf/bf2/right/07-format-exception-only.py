# Right: results come from a list comprehension over the tool_use blocks (in order, one call each,
# the block as it is). A call that raises an Exception is answered by an is_error tool_result
# whose content is traceback.format_exception_only's text: "<Class>: <str(exc)>" (plus notes),
# never blank, holding str(exc) as it is (for SyntaxError its args[0]), never starting with
# BLOCKED:. KeyboardInterrupt, SystemExit, CancelledError are not Exceptions: they propagate and
# the comprehension stops. The message has exactly the two keys and a fresh list.
import traceback


def _answer(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        text = "".join(traceback.format_exception_only(type(exc), exc))
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {
        "role": "user",
        "content": [_answer(call_tool, block) for block in content if block.get("type") == "tool_use"],
    }
