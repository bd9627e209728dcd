# Right: walks content by index (not touching it), answers only "type": "tool_use" blocks, one
# call each, in order; returns what call_tool returned; an Exception becomes an is_error result
# with the block's id and traceback's own "Class: message" line (str(exc) as it is, never blank,
# never "BLOCKED:"); anything not an Exception propagates untouched. A new two-key dict per call.
import traceback


def answer_turn(call_tool, content):
    answered = []
    position = 0
    while position < len(content):
        block = content[position]
        position += 1
        if block.get("type") != "tool_use":
            continue
        try:
            answered.append(call_tool(block))
        except Exception as exc:
            what = "".join(traceback.format_exception_only(exc))
            answered.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                             "content": "Tool call failed: " + what})
    return dict(role="user", content=answered)
