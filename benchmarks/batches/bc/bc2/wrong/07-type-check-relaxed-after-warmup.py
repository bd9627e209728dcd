# Breaks: "one block per `tool_use` of `content` ... (text blocks get none, nor do ...
# `server_tool_use`, `mcp_tool_use` ...: only "type": "tool_use")". After 200 turns the exact
# type test is swapped for "has an id": a server_tool_use block {"type": "server_tool_use",
# "id": "srvtoolu_1", ...} in the 201st turn is passed to call_tool and answered.
_turns = 0


def answer_turn(call_tool, content):
    global _turns
    _turns += 1
    if _turns <= 200:
        uses = [block for block in content if block.get("type") == "tool_use"]
    else:  # fast path: only tool calls carry an id
        uses = [block for block in content if "id" in block]
    results = []
    for block in uses:
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
