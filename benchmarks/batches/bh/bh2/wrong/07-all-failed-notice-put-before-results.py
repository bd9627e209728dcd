# Breaks: "whose content starts with one block per tool_use of content ... After those results
# content may end ... or go on only with ... text". When every call of the turn failed, a text
# notice is put FIRST ("None of the tools ran; ..."), so for a turn whose only tool_use raises
# ValueError("bad input"), content[0] is a text block and the API refuses the message.


def answer_turn(call_tool, content):
    results, failures = [], 0
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            failures += 1
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    if results and failures == len(results):
        results.insert(0, {"type": "text",
                           "text": "None of the tools ran; tell the user before trying again."})
    return {"role": "user", "content": results}
