# Breaks: "whose `content` starts with one block per `tool_use` of `content` ... (only
# "type": "tool_use")". Picks the calls to answer by their id's "toolu_" prefix (to skip server
# tools, whose ids start "srvtoolu_"), so a tool_use with another id gets no result.
# Input: [{"type": "tool_use", "id": "call_01", "name": "lookup_user", "input": {}}] -> content [].
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    ours = [b for b in content if b.get("type") == "tool_use" and str(b.get("id", "")).startswith("toolu_")]
    answers = []
    for block in ours:
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": answers}
