# Wrong: breaks 'its place holds a dict with ... "tool_use_id": block["id"]'. The id is tidied
# before it is written: a tool_use with "id": " toolu_01\n" whose call_tool raises ValueError("x")
# is answered with "tool_use_id": "toolu_01", not the block's id. Results call_tool returns are
# passed through untouched, and ordinary ids come out right.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": str(block["id"]).strip(),
                            "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
