# Breaks "(two blocks with the same id, never the same object, are two calls and two results)":
# each result is placed at `calls.index(block)`, which finds the first *equal* block, so a second
# equal block overwrites the first's slot. Input: two equal blocks {"type": "tool_use", "id":
# "toolu_a", "name": "t", "input": {}} (separate dicts): content is [result_2, None].


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    calls = [block for block in content if block.get("type") == "tool_use"]
    results = [None] * len(calls)
    for block in calls:
        try:
            answer = call_tool(block)
        except Exception as exc:
            answer = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        results[calls.index(block)] = answer
    return {"role": "user", "content": results}
