# Breaks: "A `call_tool` that raises must still produce an `is_error` result with the block's
# id" / "its place holds a `dict` with "type": "tool_result" ...". The append sits in the
# `else:` of the try, so an error result is built but never added: turn [A, B] where
# call_tool raises ValueError("boom") for A gives content holding only B's result.


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        else:
            results.append(result)
    return {"role": "user", "content": results}
