# Breaks: "When `call_tool` raises an `Exception` (any class ...), its place holds a `dict` ...
# and the blocks after it still run". NotImplementedError is let through as a programming bug:
# a call_tool raising NotImplementedError("no such tool yet") makes answer_turn raise it.


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except NotImplementedError:
            raise  # a missing tool is our bug, not something the model can fix
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
