# Breaks: call_tool is "called once per block", and a result's "content maybe """ is still exactly what it returned.
# An empty output is taken for a flaky tool and the call is made again: a call_tool returning
# {"type": "tool_result", "tool_use_id": "t1", "content": ""} is called twice for block t1.


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
            if isinstance(result, dict) and result.get("content") == "":
                result = call_tool(block)  # one retry: empty output usually means a hiccup
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        results.append(result)
    return {"role": "user", "content": results}
