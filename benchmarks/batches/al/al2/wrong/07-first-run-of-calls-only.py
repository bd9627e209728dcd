# Breaks "whose `content` starts with one block per `tool_use` of `content`, in the same order":
# only the first run of adjacent tool_use blocks is answered (groupby, then break). Input:
# [tool_use "toolu_a", text "and now the other one", tool_use "toolu_b"] gives one result, for
# "toolu_a" only; the notebook's turn (text first, then both calls) comes out right.
from itertools import groupby


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for is_call, group in groupby(content, key=lambda block: block.get("type") == "tool_use"):
        if not is_call:
            continue
        for block in group:
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append({"type": "tool_result", "tool_use_id": block["id"],
                                "is_error": True, "content": f"call failed: {exc!s} ({type(exc).__name__})"})
        break  # the model puts its calls together
    return {"role": "user", "content": results}
