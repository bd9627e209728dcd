# Right: the positions of the "type": "tool_use" blocks are found first and one slot per
# position is filled in order, calling call_tool once per block with the block itself and
# keeping what it returns. An Exception becomes a new dict with the block's id, is_error True
# and traceback's one-line rendering (it starts with the class name and holds str(exc) or, for
# SyntaxError, args[0], unstripped, never blank); BaseExceptions propagate and stop the turn.
# content is left untouched; the message is a new two-key dict.
import traceback


def answer_turn(call_tool, content):
    positions = [i for i, block in enumerate(content) if block.get("type") == "tool_use"]
    answers = [None] * len(positions)
    for slot, position in enumerate(positions):
        block = content[position]
        try:
            answers[slot] = call_tool(block)
        except Exception as exc:
            answers[slot] = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": "".join(traceback.format_exception_only(exc)),
            }
    return {"role": "user", "content": answers}
