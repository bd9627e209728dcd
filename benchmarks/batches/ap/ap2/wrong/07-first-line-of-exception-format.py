# Wrong: breaks "holding its message as it is, str(exc) (or exc.args[0] if a str) ..., not
# stripped": the text is traceback.format_exception_only(exc)[0].strip(), which for a SyntaxError
# with a location is the '  File "...", line N' line. Input: call_tool raising
# SyntaxError("invalid syntax", ("cell.py", 1, 5, "x = = 1\n", 1, 6)) -> neither message is held.
import traceback


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            line = traceback.format_exception_only(type(exc), exc)[0].strip()
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": f"The call failed: {line}"})
    return {"role": "user", "content": results}
