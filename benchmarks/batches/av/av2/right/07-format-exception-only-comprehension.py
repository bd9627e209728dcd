# Right: a new {"role": "user", "content": [...]} per call, one result per "type" == "tool_use"
# block in order, each call_tool's own return (one call, the block itself); an Exception becomes
# an is_error result for block["id"] with traceback's "Class: message" (message as is, never blank,
# no BLOCKED: of ours); KeyboardInterrupt, SystemExit, CancelledError propagate and stop the loop.
import traceback


def _answer(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        text = "".join(traceback.format_exception_only(type(exc), exc))
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": "tool call raised " + text}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {"role": "user",
            "content": [_answer(call_tool, block) for block in content
                        if block.get("type") == "tool_use"]}
