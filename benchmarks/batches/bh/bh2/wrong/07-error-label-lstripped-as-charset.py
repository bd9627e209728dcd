# Breaks: "holding its message as it is, `str(exc)` ..., not stripped or escaped". To avoid
# "Error: Error: ..." the message goes through .lstrip("Error: "), which strips the characters
# E, r, o, ':' and ' ' (a set, not a prefix): ValueError("order u_9 not found") gives
# "Error: der u_9 not found"; ValueError("out of stock") gives "Error: ut of stock".


def answer_turn(call_tool, content):
    answers = []
    for block in content:
        if block.get("type") == "tool_use":
            try:
                answers.append(call_tool(block))
            except Exception as exc:
                message = str(exc).lstrip("Error: ") or type(exc).__name__
                answers.append(
                    {
                        "type": "tool_result",
                        "tool_use_id": block["id"],
                        "is_error": True,
                        "content": f"Error: {message}",
                    }
                )
    return {"role": "user", "content": answers}
