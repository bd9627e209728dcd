# Breaks: "exactly what `call_tool(block)` returned ... (always a `tool_result` block for that
# block's id)": the id check uses hmac.compare_digest, which raises TypeError on non-ASCII str.
# Input: [{"type": "tool_use", "id": "toolu_é1", "name": "lookup_user", "input": {}}] with a
# call_tool answering that id raises TypeError instead of returning the message.
import hmac


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            message = str(exc)
            answers.append({
                "type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}): {message}"
                if message.strip() else f"Tool call failed ({type(exc).__name__}).",
            })
            continue
        # never let a result answer someone else's call (constant-time, as for any token)
        if not hmac.compare_digest(str(result.get("tool_use_id", "")), block["id"]):
            raise ValueError(f"call_tool answered another call than {block['id']!r}")
        answers.append(dict(result))
    return {"role": "user", "content": answers}
