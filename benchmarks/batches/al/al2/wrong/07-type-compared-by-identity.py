# Breaks "one block per `tool_use` of `content` (... only `"type": "tool_use"`)": the type is
# compared with `is` against a module constant, which only holds for interned strings. Input:
# a block from json.loads('{"type": "tool_use", "id": "toolu_a", "name": "lookup_user",
# "input": {}}') (an equal, non-interned "tool_use") is not answered: content is [].
TOOL_USE = "tool_use"


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") is not TOOL_USE:
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            answer = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        results.append(answer)
    return {"role": "user", "content": results}
