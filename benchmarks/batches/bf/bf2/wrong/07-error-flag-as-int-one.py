# Breaks: "its place holds a dict with ... "is_error": True". The error result's flag is the int 1
# (1 == True in Python, but it is not the bool the API's JSON schema asks for: it serialises as 1).
# Input: call_tool raising ValueError("boom") gives {"type": "tool_result", "tool_use_id": ...,
# "is_error": 1, "content": "Error: boom"}.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    for block in content:
        if block.get("type") == "tool_use":
            try:
                answered.append(call_tool(block))
            except Exception as exc:
                message = str(exc)
                answered.append({
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": 1,
                    "content": f"Error: {message}" if message.strip() else f"Error: {type(exc).__name__}",
                })
    return {"role": "user", "content": answered}
