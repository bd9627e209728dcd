# Breaks: "the blocks after it still run" after a call_tool that raises.
# The error text is named `content`, rebinding the turn; the index loop then reads characters:
# turn [tool_use t1 (raises), tool_use t2] makes answer_turn itself raise AttributeError.


def answer_turn(call_tool, content):
    results = []
    for i in range(len(content)):
        block = content[i]
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            content = f"{type(exc).__name__}: {exc}"
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": content})
    return {"role": "user", "content": results}
