# Breaks: "its place holds a dict ... holding its message as it is ... whatever its shape, ... and
# the blocks after it still run". The message is concatenated into a %-template before the id is
# filled in, so a "%" in it is read as a directive: ValueError("disk 100% full") makes
# answer_turn raise TypeError instead of answering.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc) if str(exc).strip() else type(exc).__name__
            text = ("Tool call failed: " + message + " (tool_use_id %s)") % block["id"]
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": text})
    return {"role": "user", "content": results}
