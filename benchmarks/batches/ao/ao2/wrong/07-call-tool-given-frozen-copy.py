# Breaks "with call_tool ... called once per block (the block as it is in content, or an equal
# copy of it ...)": each block is handed over as toolhooks' deep frozen copy, whose lists are
# tuples, so for {"type": "tool_use", ..., "input": {"evidence": ["chat"]}} call_tool gets an unequal block.
from toolhooks.readonly import freeze


def answer_turn(call_tool, content):
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(freeze(block)))  # the tool cannot touch the turn's blocks
        except Exception as exc:
            answers.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": answers}
